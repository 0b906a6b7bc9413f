"""Themes and card sets: theme YAML -> a frozen Theme (`theme`), the files a theme names
(`files`) and image card sets (`cardsets`)."""
