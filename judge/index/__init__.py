"""Clause search: embeddings (+ committed cache), Chroma store, BM25, hybrid fusion, eval.

Nothing heavy is imported here, so `import judge.index` stays cheap; use
`judge.index.service.SearchService.get()` for the process-wide search service.
"""
