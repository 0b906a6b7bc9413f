"""The person's hands on the table during their turn: the selection (hand cards, own defence
cards, the own King), the figures to commit, the list of what the selection can do, the menus
of hero and Joker actions, the end of the turn with its Mercenaries and reveal (B-TURN-4),
and the decisions a phase asks (Battery, Reservists, spoils, the starting player). The table
draws what `content` says and plays the commands it sends.

Keys (`key`): 1 to 9 and 0 pick hand cards, Shift+1 to 3 an own slot's cards, K the own King;
M / Shift+M and R / Shift+R set the Mercenaries and Reservists to commit; Tab and the arrows
move along the panel's buttons, Enter presses one (the first choice when none is chosen);
J opens the hero and Joker actions, E ends the turn; Esc lets go of the selection or closes
a menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from regicide.games.baisch.engine import (
    Card,
    Command,
    EndTurn,
    GameState,
    Hero,
    JokerDrawHero,
    JokerTakeHero,
    Phase,
    Played,
    SeatView,
    legal_moves,
    problem,
    reveal_choices,
)
from regicide.games.baisch.narrate import hero_name, move_words
from regicide.games.baisch.narrate.reasons import reason_words
from regicide.games.baisch.ui.choosers import (
    Choice,
    Chooser,
    Choosing,
    actions_menu,
    phase_chooser,
)
from regicide.games.baisch.ui.layout import Zone
from regicide.games.baisch.ui.options import has_joker, option_detail, option_label, picked_words
from regicide.games.baisch.ui.panel import PanelContent, Row, line
from regicide.games.baisch.ui.picks import Picks, board_zones, command_for, legal_drops
from regicide.games.baisch.ui.placing import Key
from regicide.games.protocol import Tone
from regicide.i18n import N_, _
from regicide.support.words import number_keys
from regicide.ui.widgets import Button

NUMBER_KEYS = [pygame.K_1 + n for n in range(9)] + [pygame.K_0]
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


NOTHING_PICKED = N_(
    "Pick cards first (click them, or {keys}; Shift+1–3 your slots, K your King), "
    "or move to a button with Up and Down."
)


class Host(Protocol):
    """What the controls need of the table (the table scene is one)."""

    @property
    def state(self) -> GameState: ...

    @property
    def viewer(self) -> int: ...

    def seen(self) -> SeatView: ...

    def card_at(self, key: Key) -> tuple[Zone, Card | None] | None: ...

    def hand_keys(self) -> list[Key]: ...

    def own_keys(self, zone: Zone) -> list[Key]: ...

    def submit(self, command: Command) -> bool: ...

    def say(self, text: str) -> None: ...


class Controls:
    """The selection and menus of the person at the table."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.selection: list[Key] = []
        self.mercs = 0
        self.reserves = 0
        self.focus = 0  # which of the panel's buttons the keyboard is on
        self.keyed = False  # the focus was moved by the keyboard (its ring shows)
        self.choosing: Choosing | None = None
        self.placing: dict[int, int] = {}  # the end of turn's Mercenaries, by slot
        self._drops: tuple[object, list[tuple[Zone, Command]]] = ((), [])
        self.buttons: list[Button] = []  # the panel's, as last laid out

    def reset(self) -> None:
        """After a move: nothing selected, no menu open."""
        self.selection = []
        self.mercs = self.reserves = 0
        self.focus, self.keyed = 0, False
        self.choosing = None
        self.placing = {}
        self.buttons = []  # laid out again when the panel is next drawn

    # -- the selection ---------------------------------------------------------------------

    def picks(self) -> Picks:
        """The selection as the engine's attack sources."""
        cards: list[Played] = []
        king = False
        for key in self.selection:
            place = self.host.card_at(key)
            if place is None:
                continue
            zone, card = place
            if card is None:
                continue
            if zone.kind == "king":
                king = True
            else:
                cards.append(Played(card, zone.index if zone.kind == "slot" else 0))
        return Picks(tuple(cards), king, self.mercs, self.reserves)

    def toggle(self, key: Key) -> None:
        if key in self.selection:
            self.selection.remove(key)
        else:
            self.selection.append(key)
        self.focus, self.keyed = 0, False

    def toggle_all(self, keys: list[Key]) -> None:
        """Pick every card of an own slot, or let them all go."""
        if keys and all(key in self.selection for key in keys):
            self.selection = [key for key in self.selection if key not in keys]
        else:
            self.selection += [key for key in keys if key not in self.selection]
        self.focus, self.keyed = 0, False

    def drops(self) -> list[tuple[Zone, Command]]:
        """What the selection can do, each with where it would be dropped (worked out once
        per position and selection)."""
        state = self.host.state
        picks = self.picks()
        token = (id(state), picks)
        if self._drops[0] != token:
            self._drops = (token, legal_drops(state, picks) if not picks.empty else [])
        return self._drops[1]

    def drop_zones(self) -> tuple[Zone, ...]:
        return tuple(zone for zone, _command in self.drops())

    def drop_on(self, zone: Zone) -> tuple[Command | None, str | None]:
        """The command the selection makes on `zone`, and why it may not (None: it may)."""
        state = self.host.state
        command = command_for(state, self.picks(), zone)
        if command is None:
            return None, _("Nothing to do with these cards there.")
        reason = problem(state, command)
        return command, None if reason is None else reason_words(reason)

    # -- what the panel shows ---------------------------------------------------------------

    def content(self) -> PanelContent:
        """The panel: the phase's question, a menu, or the turn's choices."""
        chooser = phase_chooser(self.host.state, self.host.viewer)
        if chooser is not None:
            content = self._chooser_content(chooser)
        elif self.choosing is not None:
            content = self._chooser_content(self.choosing.chooser)
        else:
            content = self._play_content()
        buttons = content.buttons()
        self.focus = min(self.focus, max(0, len(buttons) - 1))
        content.focus = buttons[self.focus] if self.keyed and buttons else None
        self.buttons = buttons
        return content

    def _chooser_content(self, chooser: Chooser) -> PanelContent:
        rows: list[Row] = [line(words) for words in chooser.lines]
        for index, choice in enumerate(chooser.choices):
            key = str(index + 1) if index < 9 else ""
            rows.append([Button(choice.label, self._choose(choice), hint=key, about=choice.detail)])
            if choice.detail:
                rows.append(line(choice.detail, Tone.DIM))
        footer = [[Button(_("Back"), self.close, hint=_("Esc"))]] if chooser.cancel else []
        return PanelContent(chooser.title, rows, footer)

    def _choose(self, choice: Choice) -> Callable[[], None]:
        def go() -> None:
            if choice.act is not None:
                choice.act()
            elif choice.opens is not None and self.choosing is not None:
                self.choosing.back.append(self.choosing.chooser)
                self.choosing.chooser = choice.opens
                self.focus = 0
            elif choice.command is not None:
                self.host.submit(choice.command)

        return go

    def close(self) -> None:
        """Esc in a menu: back to the menu before, or out."""
        if self.choosing is not None and self.choosing.back:
            self.choosing.chooser = self.choosing.back.pop()
        else:
            self.choosing = None
            self.placing = {}
        self.focus = 0

    def _play_content(self) -> PanelContent:
        seen = self.host.seen()
        picks = self.picks()
        rows: list[Row] = []
        if picks.empty:
            if seen.options.basic:  # B-VAR-BASIC-1: no heroes to click
                guide = _(
                    "Pick cards (click them, or {keys}), then drag them onto a target or choose "
                    "one below."
                )
            else:
                guide = _(
                    "Pick cards (click them, or {keys}), then drag them onto a target or choose "
                    "one below. Click a hero of yours for its actions."
                )
            rows.append(line(guide.format(keys=number_keys(seen.me.hand_size))))
        else:
            picked = _("Selected: {cards}").format(cards=picked_words(picks, seen))
            rows.append(line(picked, Tone.HIGHLIGHT))
        rows += self._figure_rows(seen)
        for _zone, command in self.drops():
            about = option_detail(command, seen)
            rows.append([Button(option_label(command, seen), self._do(command), about=about)])
        if not picks.empty and not self.drops():
            rows.append(line(self._why_not(picks), Tone.DANGER))
        if has_joker(picks) and self._spends():  # none in Basic-Baisch (B-VAR-BASIC-1)
            rows.append([Button(_("Spend the Joker on a hero…"), self.open_jokers)])
        return PanelContent(_("Your turn"), rows, [self._footer()])

    def _why_not(self, picks: Picks) -> str:
        """Why the selection can do nothing: the engine's reason at the first target."""
        state = self.host.state
        for zone in board_zones(state):
            command = command_for(state, picks, zone)
            reason = None if command is None else problem(state, command)
            if reason:
                return reason_words(reason)
        return _("These cards cannot be used together now.")

    def _figure_rows(self, seen: SeatView) -> list[Row]:
        """The Mercenaries and Reservists to commit with the next attack (B-ATK-5)."""
        me = seen.player(self.host.viewer)
        rows: list[Row] = []
        if Hero.MERCENARIES in me.heroes and me.mercs_ready:
            self.mercs = min(self.mercs, me.mercs_ready)
            words = _("Mercenaries to commit: {count} of {ready} (M, Shift+M)").format(
                count=self.mercs, ready=me.mercs_ready
            )
            rows.append(line(words))
            rows.append(
                [
                    Button(_("− Mercenary"), lambda: self.figures(-1, 0)),
                    Button(_("+ Mercenary"), lambda: self.figures(1, 0)),
                ]
            )
        if Hero.RESERVISTS in me.heroes and me.reserves_ready:
            self.reserves = min(self.reserves, me.reserves_ready)
            words = _("Reservists to commit: {count} of {ready} (R, Shift+R)").format(
                count=self.reserves, ready=me.reserves_ready
            )
            rows.append(line(words))
            rows.append(
                [
                    Button(_("− Reservist"), lambda: self.figures(0, -1)),
                    Button(_("+ Reservist"), lambda: self.figures(0, 1)),
                ]
            )
        return rows

    def figures(self, mercs: int, reserves: int) -> None:
        me = self.host.seen().player(self.host.viewer)
        self.mercs = max(0, min(me.mercs_ready, self.mercs + mercs))
        self.reserves = max(0, min(me.reserves_ready, self.reserves + reserves))

    def _footer(self) -> list[Button]:
        playing = self.host.state.phase is Phase.PLAY
        reason = "" if playing else _("A decision is pending.")
        return [
            Button(_("Heroes & Jokers…"), self.open_actions, playing, reason, "J"),
            Button(_("End turn"), self.end_turn, playing, reason, "E"),
        ]

    def _do(self, command: Command) -> Callable[[], None]:
        return lambda: self._submit(command)

    def _submit(self, command: Command) -> None:
        self.host.submit(command)

    # -- menus -------------------------------------------------------------------------------

    def open_actions(self) -> None:
        """J: every hero ability, Joker action and take-back possible now."""
        self._open(actions_menu(legal_moves(self.host.state), self.host.viewer))

    def open_hero(self, hero: Hero) -> None:
        """A click on one of the own heroes: its actions now (or why none)."""
        menu = actions_menu(legal_moves(self.host.state), self.host.viewer)
        wanted = next((c for c in menu.choices if c.label == hero_name(hero)), None)
        if wanted is None or wanted.opens is None:
            self.host.say(_("The {hero} has nothing to do now.").format(hero=hero_name(hero)))
            return
        self._open(wanted.opens)

    def _spends(self) -> list[Command]:
        """The Joker's ways to buy a hero now (B-JOKER-3/4)."""
        moves = legal_moves(self.host.state)
        return [m for m in moves if isinstance(m, JokerDrawHero | JokerTakeHero)]

    def open_jokers(self) -> None:
        choices = tuple(Choice(move_words(move), command=move) for move in self._spends())
        spend = Chooser(_("Spend a Joker"), (_("Discard it for a hero."),), choices)
        self._open(spend)  # B-JOKER-3/4

    def _open(self, chooser: Chooser) -> None:
        self.choosing = Choosing(chooser)
        self.focus, self.keyed = 0, False

    def end_turn(self) -> None:
        """E: end the turn at once when there is nothing to decide; else ask where the ready
        Mercenaries go and which slot is shown (B-TURN-4)."""
        reveals = reveal_choices(self.host.state)
        if not self._can_place() and len(reveals) <= 1:
            self.host.submit(EndTurn((), reveals[0] if reveals else None))
            return
        self.placing = {}
        self._open(self._end_menu())

    def _can_place(self) -> bool:
        """B-HERO-MERC-5: ready Mercenaries and an occupied slot to put them on."""
        state = self.host.state
        seat = state.seat(state.current)
        occupied = any(slot.cards for slot in seat.slots)
        usable = state.usable_hero(state.current, Hero.MERCENARIES)
        return usable and seat.mercs_ready > sum(self.placing.values()) and occupied

    def _end_menu(self) -> Chooser:
        state = self.host.state
        seat = state.seat(state.current)
        left = seat.mercs_ready - sum(self.placing.values())
        lines: list[str] = []
        choices: list[Choice] = []
        if state.usable_hero(state.current, Hero.MERCENARIES) and seat.mercs_ready:
            lines.append(
                _("Place ready Mercenaries on your slots (+1 defence each): {left} left.").format(
                    left=left
                )
            )
            for number, slot in enumerate(seat.slots, 1):
                if slot.cards and left:
                    label = _("+1 Mercenary on slot {slot} (now {count})").format(
                        slot=number, count=self.placing.get(number, 0)
                    )
                    choices.append(Choice(label, act=self._adder(number)))
        placement = tuple(sorted((s, n) for s, n in self.placing.items() if n))
        reveals = reveal_choices(state)
        if reveals:
            lines.append(_("You attacked no opponent: one face-down slot turns up."))  # B-REVEAL-1
            for number in reveals:
                command = EndTurn(placement, number)
                label = _("End turn, revealing slot {slot}").format(slot=number)
                choices.append(Choice(label, command=command))
        else:
            choices.append(Choice(_("End turn"), command=EndTurn(placement, None)))
        return Chooser(_("End the turn"), tuple(lines), tuple(choices))

    def _adder(self, slot: int) -> Callable[[], None]:
        def add() -> None:
            self.placing[slot] = self.placing.get(slot, 0) + 1
            if self.choosing is not None:
                self.choosing.chooser = self._end_menu()

        return add

    # -- keys ------------------------------------------------------------------------------

    def key(self, event: pygame.event.Event) -> bool:
        """A key of the person's turn; False when it is not one of these."""
        if self._menu_key(event):
            return True
        if self.choosing is not None or phase_chooser(self.host.state, self.host.viewer):
            return False
        return self._play_key(event)

    def scroll(self, steps: int) -> None:
        """The mouse wheel over the panel: the focus moves along its buttons, and the rows
        follow it, so every option of a long list comes into view (as Up and Down do)."""
        count = len(self.buttons)
        if count:
            start = self.focus if self.keyed else 0
            self.focus = max(0, min(count - 1, start + steps))
            self.keyed = True

    def _menu_key(self, event: pygame.event.Event) -> bool:
        """Moving along the panel's buttons and pressing one, in every mode."""
        count = len(self.buttons)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_TAB: -1 if shift else 1}
        if event.key in moves and count:
            self.focus = (self.focus + moves[event.key]) % count if self.keyed else 0
            self.keyed = True
            return True
        menu = self.choosing is not None or phase_chooser(self.host.state, self.host.viewer)
        if event.key in ENTER and count:
            if not (self.keyed or menu or self.selection):
                keys = number_keys(self.host.seen().me.hand_size)
                self.host.say(_(NOTHING_PICKED).format(keys=keys))  # no menu opens by surprise
                return True
            self.buttons[self.focus if self.keyed else 0].press()
            return True
        number = NUMBER_KEYS.index(event.key) if event.key in NUMBER_KEYS else -1
        if menu and 0 <= number < count and not shift:
            self.buttons[number].press()
            return True
        return False

    def _play_key(self, event: pygame.event.Event) -> bool:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key in NUMBER_KEYS:
            return self._number(NUMBER_KEYS.index(event.key), shift)
        actions: dict[int, Callable[[], None]] = {
            pygame.K_k: self._king,
            pygame.K_m: lambda: self.figures(-1 if shift else 1, 0),
            pygame.K_r: lambda: self.figures(0, -1 if shift else 1),
            pygame.K_j: self.open_actions,
            pygame.K_e: self.end_turn,
        }
        action = actions.get(event.key)
        if action is None:
            return False
        action()
        return True

    def _number(self, index: int, shift: bool) -> bool:
        if shift:
            if index < 3:
                self.toggle_all(self.host.own_keys(Zone("slot", self.host.viewer, index + 1)))
            return True
        hand = self.host.hand_keys()
        if index < len(hand):
            self.toggle(hand[index])
        return True

    def _king(self) -> None:
        self.toggle_all(self.host.own_keys(Zone("king", self.host.viewer)))
