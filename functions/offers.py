"""The offline answer to what the owner offers: « Quels services propose-t-elle ? ».

The search found the owner's rate card in force (``SearchResult.offered``: « Tarifs 2026 »,
« Tarifs et prestations »): a line per thing sold, whatever it calls them (« Prestation »,
« Formule », « Activité »), often in a table whose rows also say what is included. Quoted as
written, three rows fill the chat bubble and the list is cut short; the visitor asked what
there is. So each row is said by its name and its price (« - Visite conseil : 90 € »), under
its section's heading when the card has several (« Mariages », « Séances »), every row of the
card when it fits, in reading order; a card in lists keeps its priced lines whole, cut at their
opening (a card in tables is its tables: the lists beside them say how to pay, the discounts).
"""

from __future__ import annotations

from functions.framing import attribution
from functions.offline import GAP, MAX_CHARS, ROW_CHARS, OfflineAnswer
from grasbot.bundle import Bundle
from grasbot.retrieval.shapes import writes_price

__all__ = ["list_card"]

# a table row's cells, as the passages write them (« Prestation : Visite conseil ; Prix : 90 € »)
_CELL = " ; "
_LABEL_CHARS = 40  # a cell's label (a column header) is this short at most


def _cells(line: str) -> list[tuple[str, str]] | None:
    """A table row's cells as (label, value), or None for a line that is no row."""
    body = line[2:] if line.startswith("- ") else line
    parts = body.split(_CELL)
    if len(parts) < 2:
        return None
    cells = []
    for part in parts:
        label, colon, value = part.partition(" : ")
        if not colon or not label or len(label) > _LABEL_CHARS:
            return None
        cells.append((label.strip(), value.strip()))
    return cells


def _item(line: str) -> str | None:
    """A priced line as an item of the list: a row by its name and price, another line whole
    (cut at its opening); None for a line pricing nothing."""
    cells = _cells(line)
    if cells is None:
        if not writes_price(line):
            return None
        text = line[2:] if line.startswith("- ") else line
        return f"- {text}" if len(text) <= ROW_CHARS else f"- {text[:ROW_CHARS].rsplit(' ', 1)[0]} {GAP}"
    name = cells[0][1]
    price = next((value for _, value in cells[1:] if writes_price(value)), None)
    if not name or (price is None and not writes_price(name)):
        return None
    return f"- {name} : {price}" if price is not None else f"- {name}"


def list_card(bundle: Bundle, card: int, language: str = "fr") -> OfflineAnswer | None:
    """The rate card ``card`` as the list of what it prices, under its attribution; None when
    it prices fewer than two things."""
    passages = bundle.passages
    lines: list[str] = [attribution(bundle.notes[card].title, language)]
    quoted: list[int] = []
    heading = None
    items = 0
    size = len(lines[0])
    cut = False
    kept = list(passages.of_note(card))
    tables = [
        k
        for k in kept
        if passages[k].kind == "table" and sum(map(writes_price, passages[k].text.split("\n"))) > 1
    ]
    if tables:
        # a card in tables: their rows are the things sold; the lists beside them say how to pay,
        # what travelling costs, the discounts
        kept = tables
    for k in kept:
        passage = passages[k]
        said = [item for line in passage.text.split("\n") if (item := _item(line.strip())) is not None]
        if not said:
            continue
        own = passage.heading.rpartition(" › ")[2]
        block = [f"{own} :"] if own and passage.heading != heading else []
        heading = passage.heading
        for piece in [*block, *said]:
            if size + len(piece) + 1 > MAX_CHARS - len(GAP) - 1:
                cut = True
                break
            lines.append(piece)
            size += len(piece) + 1
            items += piece.startswith("- ")
        quoted.append(k)
        if cut:
            lines.append(GAP)
            break
    if items < 2:
        return None
    return OfflineAnswer("\n".join(lines), (card,), tuple(quoted))
