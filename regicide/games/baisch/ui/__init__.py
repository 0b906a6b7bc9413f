"""Baisch's table (pygame): its board, table scene, screens, replay board and kit."""
