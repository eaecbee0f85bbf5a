"""How visitors word a question: a count of years no price, a trade's verbs and seals, the
family asked as close, sounds spelt another way, the frame of « comme modèle »."""

from __future__ import annotations

import pytest

from grasbot.retrieval.idioms import asks_cost, read_idioms, respelled_triggers
from grasbot.retrieval.search import Searcher
from grasbot.retrieval.shapes import listed_word
from grasbot.tokenise import words
from tests.conftest import VaultFactory, searcher_on

PROFILE = (
    "---\ntitle: Qui suis-je ?\ntype: parcours\n---\nJe m'appelle Laure, électricienne. J'habite à "
    "Moissac, où je me suis installée en 2010.\n"
)


def _installer(make_vault: VaultFactory) -> Searcher:
    files = {
        "a-propos.md": PROFILE,
        "famille.md": "# Famille\n\n- Julien, mon compagnon, charpentier.\n- Inès, 14 ans, notre fille.\n",
        "certifications.md": "# Certifications\n\nJe suis certifiée RGE QualiPV depuis février 2017.\n",
        "huawei.md": "# Pourquoi j'arrête les onduleurs Huawei\n\nLe service après-vente met quatre mois.\n",
        "camion.md": "# Le camion\n\nUn Renault Master de 2019, aménagé en atelier.\n",
        "cv.md": "---\ntype: parcours\n---\n# CV\n\n2005 – 2015 · Infirmière : dix ans de travail.\n",
    }
    for n in range(6):
        # « système » in most notes: no rare word a typo would be guessed as
        files[f"chantier-{n}.md"] = f"# Chantier {n}\n\nPose d'un système de panneaux, chantier {n}.\n"
    files["serveur.md"] = "# Serveur\n\nLe système de mon serveur de suivi est Debian 12.\n"
    return searcher_on(make_vault, files)


@pytest.mark.parametrize(
    "question",
    ["Ça fait combien d'années qu'il code ?", "ça fait combien d'heures de route ?"],
)
def test_how_many_years_it_makes_is_a_count_not_a_price(question: str) -> None:
    folded = words(question)
    assert not asks_cost(folded, folded.index("combien"))
    # « ça fait combien ? » alone still asks a price, and per hour (« l' » read away too)
    assert asks_cost(words("ça fait combien ?"), 2)
    assert asks_cost(words("ça fait combien l'heure ?"), 2)


@pytest.mark.parametrize(
    ("question", "gone"),
    [
        ("Il a quel âge à peu près ?", "pres"),
        ("Il sort tout juste des études ?", "juste"),
        ("C'est qui, sa famille proche ?", "proche"),
    ],
)
def test_how_closely_it_is_asked_is_no_word_asked(question: str, gone: str) -> None:
    assert gone not in read_idioms(words(question))
    # outside the phrase the word is kept: « proche de Moissac » is a place near
    assert "proche" in read_idioms(words("Elle habite proche de Moissac ?"))


def test_the_owners_close_ones_are_their_family() -> None:
    assert "famille" in read_idioms(words("Elle parle de ses proches ?"))


def test_visitors_words_reach_the_notes_that_answer(make_vault: VaultFactory) -> None:
    searcher = _installer(make_vault)
    expected = {
        # « reconnue » is the seal the note writes « certifiée »
        "Elle est reconnue RGE depuis quand exactement ?": "certifications",
        # « pourkoi » as it sounds; « huawai » is the « ai » French writes « ei » too
        "pourkoi elle a laisser tomber les onduleur huawai ?": "huawei",
        # « comme modèle » is the frame of the name asked, the vault never says « modèle »
        "cest quoi son camion comme modele ?": "camion",
        # « sa famille proche »: the family note, « proche » no word it must hold
        "C'est qui, sa famille proche ?": "famille",
        # « exercer » is working, « combien d'années » no price
        "Ça fait combien d'années qu'elle a exercé comme infirmière ?": "cv",
    }
    for question, slug in expected.items():
        result = searcher.search(question)
        assert result.grounded, question
        assert slug in [s.slug for s in result.sources[:3]], (question, result.sources)
    reasons = [r for s in searcher.search("pourkoi elle a arrêté huawai ?").sources for r in s.reasons]
    assert any(r.startswith("fuzzy:huawai→huawei") for r in reasons), reasons


def test_installing_a_thing_is_no_place_settled_in(make_vault: VaultFactory) -> None:
    searcher = _installer(make_vault)
    # « elle installe des batteries ? » asks about the things, not where she lives
    units = searcher.analyser.analyse("Est-ce qu'elle installe des batteries ?").units
    assert [u.term for u in units] == ["batter"] and not any(u.personal for u in units)
    # « où s'est-elle installée ? » still asks where she settled
    units = searcher.analyser.analyse("Elle s'est installée où ?").units
    assert [u.term for u in units] == ["install"]


def test_a_common_word_spelt_as_it_sounds_is_read_and_on_it_is_no_word_asked(
    make_vault: VaultFactory,
) -> None:
    searcher = _installer(make_vault)
    # « sisteme » is « système » spelt as it sounds (the vault writes it in most notes); « dessus »
    # points at the server named before it
    result = searcher.search("son serveur, il a instalé koi comme sisteme dessus ?")
    assert result.grounded and result.sources[0].slug == "serveur"
    assert "fuzzy:sisteme→system" in result.sources[0].reasons
    assert "dessus" not in result.query_tokens


def test_someone_is_no_word_asked_unless_one_lives_with_them() -> None:
    # « quelqu'un » reads « quelqu », « un »: someone a visitor speaks of, or the partner one
    # lives with
    assert "compagnon" in read_idioms(words("Elle vit avec quelqu'un ?"))
    assert "compagnon" not in read_idioms(words("On cherche quelqu'un capable de monter un site"))


def test_someone_looked_for_weighs_nothing(make_vault: VaultFactory) -> None:
    searcher = _installer(make_vault)
    units = searcher.analyser.analyse("On cherche quelqu'un qui pose des panneaux").units
    assert "quelqu" not in {u.term for u in units}


@pytest.mark.parametrize(
    ("question", "things"),
    [
        ("Son programme de fractales, il sait afficher lesquelles ?", "fractales"),
        ("Parmi ses projets, il en a fini lesquels ?", "projets"),
    ],
)
def test_which_ones_asks_for_the_things_named_before(question: str, things: str) -> None:
    assert listed_word(words(question)) == things
    # « lequel » asks for one: no list
    assert listed_word(words("Parmi ses projets, il préfère lequel ?")) is None


def test_the_partners_age_and_trade_are_told_by_the_note_naming_him(make_vault: VaultFactory) -> None:
    # the profile labels the owner's « Âge » and « Métier »; the family note says the partner's
    # in its own words (« 47 ans », « charpentier »), no label: it answers for him
    files = {
        "a-propos.md": "---\ntype: parcours\n---\n# Moi\n\n- Âge : 45 ans\n- Métier : électricienne\n",
        "famille.md": "# Famille\n\n- Julien — mon compagnon, 47 ans, charpentier-couvreur à Moissac.\n"
        "- Inès — notre fille, 14 ans.\n",
    }
    for n in range(6):
        files[f"chantier-{n}.md"] = f"# Chantier {n}\n\nPose de panneaux sur un toit, chantier {n}.\n"
    searcher = searcher_on(make_vault, files)
    result = searcher.search("Et son compagnon, il a quel âge et il fait quel métier ?")
    assert result.grounded and "famille" in [s.slug for s in result.sources]


def test_the_chats_breath_is_no_word_asked(make_vault: VaultFactory) -> None:
    searcher = _installer(make_vault)
    terms = {u.term for u in searcher.analyser.analyse("Ah ok, euh, et son camion c'est quoi ? merci").units}
    assert terms == {"camion"}


def test_a_set_phrases_word_typed_with_a_single_consonant_is_read_as_the_phrase(
    make_vault: VaultFactory,
) -> None:
    searcher = _installer(make_vault)
    # « a comencé » is « a commencé »: a beginning told, no word asked (as spelt right)
    typed = searcher.search("elle a comencé le solaire quand ?")
    right = searcher.search("elle a commencé le solaire quand ?")
    assert "commenc" not in typed.query_tokens
    assert typed.query_tokens == right.query_tokens
    assert read_idioms(respelled_triggers(words("il travaile où ?"), lambda w: True)) == read_idioms(
        words("il travaille où ?")
    )
    # a word the vault writes is as typed; an English word is never respelled (« instal » is a
    # French clipping of « installation »)
    assert respelled_triggers(["comence"], lambda w: False) == ["comence"]
    assert respelled_triggers(["instal"], lambda w: True) == ["instal"]


@pytest.mark.parametrize(
    ("question", "gone"),
    [
        ("Il paraît qu'elle a failli tomber d'un toit ?", "failli"),
        ("Elle s'est blessée une fois sur un chantier ?", "fois"),
        ("Ça s'est passé comment, sa reconversion ?", "passe"),
        ("Comment ça se passe pour avoir un devis ?", "passe"),
    ],
)
def test_how_a_story_is_asked_is_no_word_asked(question: str, gone: str) -> None:
    assert gone not in read_idioms(words(question))


def test_a_count_of_times_and_a_place_passed_through_keep_their_words() -> None:
    assert "fois" in read_idioms(words("Combien de fois a-t-elle couru le marathon ?"))
    assert "passe" in read_idioms(words("Il est passé par quelles écoles ?"))


def test_a_fall_is_told_with_other_words_than_asked(make_vault: VaultFactory) -> None:
    # (not the other notes' roofs: the story tells a slip, never « tomber »)
    roofs = [(n, ", sur le toit" if n < 2 else "") for n in range(6)]
    searcher = searcher_on(
        make_vault,
        {
            "a-propos.md": PROFILE,
            "harnais.md": "# Le harnais m'a sauvée\n\nSur le toit d'une grange à Valence, une tuile a cédé : "
            "j'ai glissé sur deux mètres, jusqu'au bord. Le harnais m'a retenue.\n",
            **{
                f"chantier-{n}.md": f"# Chantier {n}\n\nPose de panneaux, chantier {n}{roof}.\n"
                for n, roof in roofs
            },
        },
    )
    result = searcher.search("Elle a failli tomber d'un toit une fois, ça s'est passé comment ?")
    assert result.grounded and result.sources[0].slug == "harnais", result.sources
