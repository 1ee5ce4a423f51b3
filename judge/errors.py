"""One error root for the project, with the few kinds a caller needs to tell apart."""


class JudgeError(Exception):
    """Base of every error rules-judge raises on purpose."""


class CorpusError(JudgeError):
    """A rule document or its manifest is missing, changed or malformed."""


class NotFound(JudgeError):
    """A clause reference that matches nothing; carries the nearest existing numbers."""

    def __init__(self, ref: str, suggestions: list[str]) -> None:
        self.ref = ref
        self.suggestions = suggestions
        hint = f"; nearest: {', '.join(suggestions)}" if suggestions else ""
        super().__init__(f"no clause matches {ref!r}{hint}")


class ScenarioError(JudgeError):
    """A scenario that cannot be parsed or set up (line/column when known)."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        self.line = line
        self.column = column
        where = f"line {line}, column {column}: " if line is not None else ""
        super().__init__(f"{where}{message}")
