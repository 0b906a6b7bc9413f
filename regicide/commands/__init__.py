"""The `regicide` command's sub-commands, one module each (each imports what it needs when it
runs, so `regicide check` never loads pygame)."""
