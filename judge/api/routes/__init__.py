"""One module per resource; each defines `router`."""
