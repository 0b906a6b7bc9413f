"""Claim, the two-phase trick-taking game (rules: CLAIM.md; records: FORMAT.md, Claim section).

Rooms: `engine` (pure, standard library only, its front door is `engine/__init__.py`), `ai`
(computer players that read one seat's view), `narrate` (every word about Claim's cards, moves
and events) and `check` (`regicide check` on a Claim record).
"""
