"""Cross-process advisory locks (POSIX flock) for folders several processes share."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def dir_lock(directory: Path) -> Iterator[None]:
    """Hold an exclusive flock on the folder itself: no lock file is left in (read-only) data.

    A no-op where flock is missing (Windows) or the folder does not exist yet.
    """
    try:
        import fcntl
    except ImportError:  # Windows: no cross-process lock
        yield
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except FileNotFoundError:
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)
