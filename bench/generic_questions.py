"""The questions every visitor of a personal site asks, on every example vault, to read by hand.

``python -m bench.generic_questions [--corpora a,b] [--set owner|recruiter|vous|chat]`` prints, for
each vault, one line a question: grounded or not, and the offline answer's opening. No grading:
the graded sets are ``make eval``'s; this table is where failures no graded set has show up
(« Que fait-il ? » read as impersonal, « Bonjour » answered by a « bonjour@… » address: the rules
they led to are in docs/answers.md). The pronoun is the vault owner's, as the bundle reads it.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from bench.bench_search import CORPORA, QUICK, WORK_DIR
from bench.search_speed import bundle_for

__all__ = ["QUESTIONS", "table"]

# {p}: il/elle, {o}: le/la, {h}: his/her, {hm}: him/her, {hs}: he/she
QUESTIONS: dict[str, tuple[str, ...]] = {
    "owner": (
        "Qui est-{p} ?",
        "Présente-toi",
        "Que fait-{p} ?",
        "Quel est son métier ?",
        "Où habite-t-{p} ?",
        "Quel âge a-t-{p} ?",
        "D'où vient-{p} ?",
        "Quelles langues parle-t-{p} ?",
        "Quel est son parcours ?",
        "Quelles sont ses passions ?",
        "Tell me about {hm}",
        "How old is {hs}?",
        "Bonjour",
        "Merci !",
    ),
    "recruiter": (
        "Comment {o} contacter ?",
        "Est-{p} disponible ?",
        "Quel type de poste recherche-t-{p} ?",
        "Quels sont ses points faibles ?",
        "A-t-{p} de l'expérience en management ?",
        "A-t-{p} le permis de conduire ?",
        "Est-{p} marié ?",
        "Parle-t-{p} allemand ?",
        "What's {h} email?",
        "Where did {hs} study?",
        "Is {hs} available?",
    ),
    # the formal « vous » of a visitor writing to the owner
    "vous": (
        "Vous faites quoi dans la vie ?",
        "Où habitez-vous ?",
        "Quel âge avez-vous ?",
        "Êtes-vous disponible en ce moment ?",
        "Quels sont vos tarifs ?",
        "Comment vous contacter ?",
        "Vous parlez anglais ?",
        "Qu'avez-vous fait comme études ?",
    ),
    "chat": (
        "ou abite t{p}",
        "kel age a t{p}",
        "c koi son mail",
        "{p} fé koi comme boulo",
        "{p} parl anglai ?",
    ),
}


def table(corpus: str, kind: str, work_dir: Path = WORK_DIR) -> list[str]:
    """One line a question of ``kind`` on ``corpus``: « G » when grounded, and the answer's opening."""
    from functions.compose import plan_answer
    from functions.prompt import system_prompt
    from grasbot.bundle import load_bundle
    from grasbot.retrieval.search import Searcher

    bundle = load_bundle(bundle_for(corpus, work_dir)[0])
    searcher = Searcher(bundle)
    she = bundle.owner.pronoun == "elle"
    words = {
        "p": "elle" if she else "il",
        "o": "la" if she else "le",
        "h": "her" if she else "his",
        "hm": "her" if she else "him",
        "hs": "she" if she else "he",
    }
    paths = {"portfolio": "/portfolio", "competences": "/competences", "contact": "/contact"}
    owner = bundle.owner.name or "la personne qui tient ce site"
    lines = [f"== {corpus} ({owner}, « {words['p']} »)"]
    for template in QUESTIONS[kind]:
        question = template.format(**words)
        plan = plan_answer(
            searcher,
            question,
            [],
            system=system_prompt(owner, paths),
            owner_name=owner,
            site_paths=paths,
            budget_tokens=1450,
        )
        opening = plan.offline_text.replace("\n", " | ")[:110]
        lines.append(f"  {question[:38]:38} {'G' if plan.grounded else '-'} {opening}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    vaults = [c for c in QUICK if c not in ("piaf", "spf-qr", "cnil-faq")]
    parser.add_argument("--corpora", default=",".join(vaults), help="comma-separated (default: the vaults)")
    parser.add_argument("--set", default="owner", choices=sorted(QUESTIONS), help="which questions")
    args = parser.parse_args(argv)
    corpora = [c for c in args.corpora.split(",") if c]
    unknown = [c for c in corpora if c not in CORPORA]
    if unknown:
        parser.error(f"unknown corpora {unknown}; known: {', '.join(CORPORA)}")
    for corpus in corpora:
        print("\n".join(table(corpus, args.set)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
