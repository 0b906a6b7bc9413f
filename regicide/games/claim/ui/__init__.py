"""Claim's table (pygame): its board, card faces, scenes and the kit the shell loads."""
