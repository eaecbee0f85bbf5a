"""A generated French vault of N public notes, the same for the same N and seed, for speed at scale.

Words follow a Zipf law (exponent 1.1) over a vocabulary of real French words followed by
made-up ones built from French syllables, with function words mixed into every sentence, so
document frequencies look like a real vault's: a few terms everywhere, a long tail of rare
ones. Each note has a topic (three mid-frequency words) that its title, slug, aliases,
answers and body repeat, front matter as the real vault writes it (slug, title, type,
visibility, domains, tags, aliases including noisy shared ones, answers, priority, linked,
updated), body wikilinks and a few private notes. ``queries.jsonl`` asks about known notes
in three ways (title, answers paraphrase, body keywords), one relevant slug each.

Usage: ``python -m bench.gen_vault N [--out var/bench] [--seed 7]``.
"""

from __future__ import annotations

import argparse
import itertools
import random
import shutil
from pathlib import Path

import orjson

__all__ = ["GENERATOR_VERSION", "generate_vault"]

GENERATOR_VERSION = 3
ZIPF_EXPONENT = 1.1
VOCABULARY_SIZE = 30_000
MAX_QUERIES = 200
TOPIC_RANKS = (300, 6_000)  # topic words: neither everywhere nor hapax

_REAL_WORDS_TEXT = """
projet donnees serveur application client fichier systeme reseau code module fonction service
interface base requete utilisateur page site outil script test erreur version image memoire processus
developpement analyse modele calcul tableau liste objet classe methode variable boucle algorithme
structure graphe arbre noeud chemin temps valeur resultat entree sortie format texte document note
recherche index tri pile file table colonne ligne cle acces securite mot passe compte session cache
stockage sauvegarde deploiement conteneur image cloud machine virtuelle noyau thread signal socket
protocole paquet adresse port route proxy tunnel certificat chiffrement authentification jeton
equipe ecole formation stage alternance entreprise mission client contrat competence experience
parcours carriere diplome etudiant cours examen evaluation soutenance rapport presentation article
moteur rendu scene camera lumiere texture pixel couleur forme ecran fenetre souris clavier joueur
partie niveau carte personnage ennemi score victoire regle jeu plateau piece mouvement strategie
capteur mesure temperature energie compteur maison piece lampe volet chauffage alarme automatisation
bot message commande canal serveur utilisateur role permission evenement notification rappel
langage compilateur interpreteur syntaxe grammaire analyseur lexique jeton pointeur allocation
bibliotheque dependance paquet gestionnaire installation configuration environnement variable
performance optimisation vitesse latence debit charge montee echelle parallele distribue file
statistique regression classification apprentissage reseau neurone entrainement prediction jeu
visualisation graphique courbe histogramme carte tableau bord indicateur rapport tendance anomalie
ville quartier transport ligne arret horaire trajet velo station billet reseau voyageur frequence
"""
_REAL_WORDS = _REAL_WORDS_TEXT.split()
_SYLLABLES_TEXT = "ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo la le li lo lu ma me mi mo mu na ne ni no nu pa pe pi po pu ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu ge gi gu ja jo cha che chi cho on an en in ou oi eau ier ion ette ment age ure eur ise"  # noqa: E501
_SYLLABLES = _SYLLABLES_TEXT.split()
_FUNCTION_TEXT = "le la les un une des de du et en dans pour avec sur par au aux qui que est sont a son sa ses ce cette il elle on plus"  # noqa: E501
_FUNCTION_WORDS = _FUNCTION_TEXT.split()
_TYPES = ["projet"] * 6 + ["competence"] * 2 + ["technique", "parcours", "glossaire", "moc"]
_DOMAINS = ["web", "data", "ia", "devops", "systeme", "reseau", "securite", "jeux", "graphique", "domotique"]
_NOISY_ALIASES = ["42", "algo", "projet perso", "domotique", "ecole"]
_QUESTION_STARTS = ["Comment fonctionne", "A quoi sert", "Qui a construit", "Pourquoi utiliser", "Que fait"]


def _vocabulary(rng: random.Random) -> list[str]:
    words = list(dict.fromkeys(_REAL_WORDS))
    seen = set(words)
    while len(words) < VOCABULARY_SIZE:
        word = "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4)))
        if word not in seen:
            seen.add(word)
            words.append(word)
    return words


class _Sampler:
    def __init__(self, words: list[str], rng: random.Random) -> None:
        self.words = words
        self.rng = rng
        self.cum = list(itertools.accumulate(1.0 / (r**ZIPF_EXPONENT) for r in range(1, len(words) + 1)))

    def words_(self, k: int) -> list[str]:
        return self.rng.choices(self.words, cum_weights=self.cum, k=k)


def _sentence(sampler: _Sampler, rng: random.Random, topic: list[str], length: int) -> str:
    words = sampler.words_(length)
    out = []
    for w in words:
        if rng.random() < 0.35:
            out.append(rng.choice(_FUNCTION_WORDS))
        out.append(rng.choice(topic) if rng.random() < 0.06 else w)
    return " ".join(out).capitalize() + "."


def _yaml_list(values: list[str]) -> str:
    return "[" + ", ".join(orjson.dumps(v).decode() for v in values) + "]"


def generate_vault(n_notes: int, out_root: str | Path = "var/bench", seed: int = 7) -> Path:
    """Write ``gen-<N>/vault`` and ``gen-<N>/queries.jsonl`` under ``out_root``; reuse them if present."""
    root = Path(out_root) / f"gen-{n_notes}"
    stamp = root / ".stamp"
    wanted = f"v{GENERATOR_VERSION} n={n_notes} seed={seed}"
    if stamp.exists() and stamp.read_text() == wanted:
        return root
    if root.exists():  # another version or seed: start afresh (var/ holds only generated files)
        shutil.rmtree(root)
    rng = random.Random(seed * 1_000_003 + n_notes)
    vocab = _vocabulary(rng)
    sampler = _Sampler(vocab, rng)
    tag_pool = vocab[50:350]
    notes = []
    total = n_notes + n_notes // 32  # N public notes, plus about 3% private ones around them
    private = set(rng.sample(range(total), total - n_notes))
    for i in range(total):
        topic = [vocab[rng.randint(*TOPIC_RANKS)] for _ in range(3)]
        slug = "-".join(topic[:2]) + f"-{i:05d}"
        notes.append((slug, topic))
    vault = root / "vault"
    queries: list[dict[str, object]] = []
    ask_share = min(0.1, MAX_QUERIES / n_notes)  # about 100 to 200 questions whatever N
    for i, (slug, topic) in enumerate(notes):
        type_ = rng.choice(_TYPES)
        title = f"{topic[0].capitalize()} {topic[1]} et {topic[2]}"
        # links mostly to nearby notes, as notes of one theme link to each other
        linked = sorted(
            {notes[min(total - 1, max(0, i + rng.randint(-30, 30)))][0] for _ in range(3)} - {slug}
        )
        answers = [f"{rng.choice(_QUESTION_STARTS)} {topic[0]} {topic[2]} ?", f"Pourquoi {topic[1]} ?"]
        aliases = [f"{topic[0]} {topic[1]}", rng.choice(_NOISY_ALIASES)]
        paragraphs = []
        for _ in range(max(1, int(rng.lognormvariate(1.3, 0.5)))):
            sentences = [_sentence(sampler, rng, topic, rng.randint(8, 22)) for _ in range(rng.randint(2, 6))]
            if rng.random() < 0.5:
                target, t_topic = notes[rng.randrange(total)]
                sentences.append(
                    f"Voir aussi [[{target}|{t_topic[0]}]] et [[{linked[0] if linked else slug}]]."
                )
            paragraphs.append(" ".join(sentences))
        body = f"# {title}\n\n" + "\n\n## Suite\n\n".join(paragraphs) + "\n"
        visibility = "private" if i in private else "public"
        front = [
            "---",
            f"title: {orjson.dumps(title).decode()}",
            f"slug: {slug}",
            f"type: {type_}",
            f"visibility: {visibility}",
            f"domains: {_yaml_list(rng.sample(_DOMAINS, rng.randint(1, 3)))}",
            f"tags: {_yaml_list(sorted(set(rng.choices(tag_pool, k=rng.randint(2, 5)))))}",
            f"aliases: {_yaml_list(aliases)}",
            f"answers: {_yaml_list(answers)}",
            f"priority: {rng.randint(3, 9)}",
            "linked:",
            *[f'  - "[[{t}]]"' for t in linked],
            f"updated: 2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            "---",
            "",
        ]
        folder = vault / f"{(i % 5) * 10:02d}-Dossier"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{slug}.md").write_text("\n".join(front) + body, encoding="utf-8")
        if visibility == "public" and rng.random() < ask_share:
            body_words = [w for w in body.split() if len(w) > 5 and w.isalpha()][:40]
            asks = [
                f"Parle-moi de {title}",
                f"{rng.choice(_QUESTION_STARTS)} {topic[0]} ?",
                " ".join(rng.sample(body_words, min(4, len(body_words)))) if body_words else title,
            ]
            queries.append({"id": f"gen-{i}", "question": asks[len(queries) % 3], "relevant": [slug]})
    (root / "queries.jsonl").write_bytes(b"".join(orjson.dumps(q) + b"\n" for q in queries))
    stamp.write_text(wanted)
    return root


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("n", type=int)
    p.add_argument("--out", default="var/bench")
    p.add_argument("--seed", type=int, default=7)
    args = p.parse_args()
    print(generate_vault(args.n, args.out, args.seed))


if __name__ == "__main__":
    main()
