"""A small bilingual lexicon of the words visitors ask about a person with.

General vocabulary only (where someone lives, how to reach them, their work, studies, age,
languages, interests, availability…), never one vault's topics: it lets "Where does he live?"
meet a profile note that says « Localisation », and « Comment le joindre ? » meet « Contact ».
Each group lists French words (stemmed with the vault's stemmer when a searcher is built) and
English words (matched after :func:`english_stem`).

A French word of a group brings the group's other French words at a discount; an English word
is translated: the first French word stands for it, the others come at the discount.
"""

from __future__ import annotations

import re
from functools import lru_cache

from grasbot.tokenise import Stemmer, stem

__all__ = [
    "CHANNELS",
    "CHAT_IF_UNKNOWN",
    "CHAT_SPELLINGS",
    "CLIPPED",
    "GROUPS",
    "LIGHT_VERBS",
    "NARROWER",
    "OWN_SENSE",
    "PAST_BEGINNINGS",
    "PAST_MARKERS",
    "READ_AS",
    "SPELLED_OUT",
    "WIDER",
    "english_stem",
    "french_groups",
    "is_adverb",
]

# Names that answer the general word of their group (NARROWER): well-known programming
# languages and game engines, not one vault's stack.
_LANGUAGES = ("python", "javascript", "typescript", "java", "php", "ruby", "rust")
_ENGINES = ("unity", "godot", "unreal", "pygame", "gamemaker")
_DATABASES = ("postgresql", "postgres", "mysql", "mariadb", "sqlite", "mongodb", "redis", "oracle")
# graphics cards as a tech note names them (« machine Ubuntu avec RTX 4090 »): each answers « quel
# GPU ? », "what graphics card?" (NARROWER)
_GPUS = ("rtx", "gtx", "geforce", "radeon")
# Linux distributions as an admin's note names them (« une machine virtuelle sous Debian ou
# AlmaLinux »): each answers « quelle distrib ? », "which distro?" (NARROWER)
_DISTRIBUTIONS = (
    *("debian", "ubuntu", "almalinux", "fedora", "centos", "archlinux", "manjaro", "opensuse"),
    *("kali", "raspbian", "rhel", "proxmox", "nixos", "gentoo", "slackware"),
)
# Qualities a profile names (« rigueur », « esprit d'équipe »…): each answers « Quelles sont ses
# qualités ? » (NARROWER), none stands for the others.
_QUALITIES = ("rigueur", "autonomie", "adaptation", "adaptabilite", "curiosite", "polyvalence")
_SPOKEN = ("francais", "anglais", "espagnol", "allemand", "italien")
_PETS = ("chat", "chatte", "chaton", "chien", "chienne", "chiot")
# Sports and instruments a profile names (« je fais de l'escalade », « je joue de l'accordéon »):
# each answers « Fait-il du sport ? », « Joue-t-elle d'un instrument ? » (NARROWER)
_SPORTS = (
    *("escalade", "randonnee", "running", "trail", "natation", "kayak", "ski", "surf", "football"),
    *("rugby", "tennis", "judo", "karate", "boxe", "yoga", "basket", "handball", "badminton"),
    *("equitation", "triathlon", "marathon", "aviron", "cyclisme"),  # not « plongée »: « plonger dans »
)
# Countries a CV names (« un an en Nouvelle-Zélande », « Turin (Italie) »): each answers « A-t-elle
# travaillé à l'étranger ? », « Dans quels pays… ? » (NARROWER), by its one telling word
# (« zelande », « royaume » for the United Kingdom)
_COUNTRIES = (
    *("allemagne", "angleterre", "autriche", "belgique", "bresil", "canada", "chine", "danemark"),
    *("ecosse", "espagne", "finlande", "grece", "hongrie", "inde", "irlande", "islande", "italie"),
    *("japon", "luxembourg", "maroc", "mexique", "norvege", "pologne", "portugal", "roumanie"),
    *("suede", "suisse", "tunisie", "algerie", "senegal", "turquie", "australie", "argentine"),
    *("chili", "colombie", "vietnam", "thailande", "egypte", "liban", "quebec", "zelande", "royaume"),
    *("usa", "croatie", "slovenie", "tchequie", "bulgarie", "estonie", "lettonie", "lituanie"),
)
# Software a profile names for what it does (« Figma, Maze, Dovetail », « montage sous DaVinci »):
# each answers « Quels logiciels utilise-t-elle ? » (NARROWER), none stands for the others
# (not the names that are French words once folded: « première », « notion », « fusion »)
_SOFTWARE = (
    *("figma", "photoshop", "illustrator", "indesign", "lightroom", "davinci", "blender", "obs"),
    *("audacity", "canva", "obsidian", "jira", "trello", "miro", "figjam", "airtable", "zotero"),
    *("autocad", "sketchup", "revit", "qgis", "solidworks", "inkscape", "gimp", "procreate"),
)
_INSTRUMENTS = (
    *("piano", "guitare", "violon", "violoncelle", "batterie", "flute", "saxophone", "trompette"),
    *("accordeon", "clarinette", "harpe", "ukulele", "synthetiseur"),
)

# (French words, English words). The first French word is the translation of the English ones.
GROUPS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (
        (
            "habiter",
            "vivre",
            "vis",  # « je vis à Strasbourg » (the light stemmer keeps the forms of « vivre » apart)
            "vit",
            "localisation",
            "adresse",
            "ville",
            "domicile",
            "situe",
            "installe",
            "installee",  # the light stemmer cuts « installée » to install, « installe » to instal
            "resider",
            "crecher",  # « il crèche où ? », spoken French for « il habite où ? »
            "creche",
            # not « region » (WIDER) nor « quartier »: « la médiathèque de mon quartier » is no
            # answer to « Où habite-t-elle ? », and « j'habite … dans le quartier X » holds
            # « habite » already
        ),
        ("live", "lives", "located", "location", "address", "city", "region", "based"),
    ),
    (
        ("contact", "contacter", "joindre", "email", "mail", "courriel", "telephone", "coordonnees"),
        ("contact", "reach", "email", "mail", "phone", "telephone"),
    ),
    (
        ("travail", "travailler", "emploi", "poste", "metier", "job", "boulot", "carriere", "profession"),
        ("work", "worked", "working", "job", "career", "employment", "position", "occupation", "profession"),
    ),
    (("experience", "expertise"), ("experience", "expertise")),
    # a trade's seal of quality: « reconnue RGE », « certifiée QualiPV », « agréé », « labellisé »
    (
        (
            *("certifie", "certifiee", "reconnu", "reconnue", "agree", "agreee", "labellise", "labellisee"),
            *("accredite", "accreditee", "habilite", "habilitee"),
        ),
        ("certified", "accredited", "approved", "licensed"),
    ),
    # money raised from the public for a project: « la cagnotte », « la campagne Ulule », « le
    # financement participatif », "the crowdfunding"
    (
        ("crowdfunding", "cagnotte", "participatif", "participative", "ulule", "kisskissbankbank", "miimosa"),
        ("crowdfunding", "fundraiser", "kickstarter"),
    ),
    (
        ("ecole", "formation", "etude", "etudiant", "diplome", "cursus", "universite"),
        ("school", "study", "studies", "studied", "degree", "education", "training", "university"),
    ),
    (("etudiant", "eleve", "apprenant"), ("student", "students", "pupil", "learner")),
    # an academic CV's words, asked in English of a French vault ("When did he defend his thesis?")
    (("these", "doctorat", "doctorant", "doctorante"), ("thesis", "phd", "doctorate", "dissertation")),
    (("soutenance", "soutenir", "soutenu", "soutenue"), ("defend", "defended", "defense", "defence")),
    (("jury",), ("committee", "jury", "panel")),
    # an artist's, a writer's or a translator's stay to work (« résidence au CITL »)
    (("residence",), ("residency", "residencies")),
    (("publication", "publier", "publie", "article"), ("publish", "published", "paper", "papers")),
    # when a book or an album came out (« Parution : 3 octobre 2024 »; "came out": analysis), a
    # game or an app (« Sortie prévue : T3 2027 »)
    (("parution", "paru", "parue", "paraitre", "sortie"), ("release", "released", "releases")),
    (("projet", "realisation"), ("project", "projects")),
    (("competence", "savoir", "maitrise", "connaissance"), ("skill", "skills", "abilities", "knowledge")),
    # « née en 1992 » is how a French bio gives an age (the masculine « né » is a stop word's
    # spelling, lost to the tokeniser)
    # (« âgée de 43 ans »: the feminine stems apart from « âge »)
    (("age", "ans", "naissance", "nee", "agee"), ("age", "old", "born", "birth")),
    # the languages answer « Quelles langues parle-t-il ? », but each asked is itself (NARROWER,
    # and a group of its own for its English name): a profile listing English and Spanish is no
    # answer to « Parle-t-il allemand ? »
    (
        ("langue", *_SPOKEN, "parler", "parle", "parlez"),
        ("language", "languages", "speak", "speaks", "spoken"),
    ),
    (("francais",), ("french",)),
    # « passionné par les ordinateurs » as a visitor says it, « passionné d'informatique », « PC »
    # as a profile writes it
    (("ordinateur", "pc", "informatique"), ("computer", "computers", "pc")),
    # « il maîtrise les tableurs ? » and a CV's « Excel avancé (TCD, macros) »: the spreadsheet by
    # the name everyone writes it
    (("tableur", "tableurs", "excel"), ("spreadsheet", "spreadsheets", "excel")),
    # « réparer ses PC », "does he fix things?" and a CV's « maintenance et dépannage matériel »
    (
        ("reparer", "reparation", "reparations", "depanner", "depannage", "maintenance"),
        ("repair", "repairs", "repaired", "fix", "fixes", "fixing", "maintenance"),
    ),
    # a form to fill in ("the contact form"), not « une formation », which shares its stem
    (("formulaire",), ("form", "forms")),
    # the news a visitor follows (« suivre l'actu de la cave ») as a shop sends it: a newsletter
    (("newsletter", "actualite", "actu", "actus", "infolettre"), ("newsletter", "updates")),
    # an operating system, as a technical note writes it (« Système d'exploitation : Windows »)
    (("exploitation", "os"), ("os",)),
    (
        # watching a system run, as a visitor asks it (« comment il surveille ses serveurs »)
        # and as a tech note writes it (« Observabilité : Langfuse », « monitoring Prometheus »)
        ("surveiller", "surveillance", "monitoring", "monitorer", "observabilite", "supervision"),
        ("monitor", "monitors", "monitoring", "observability", "oversee"),
    ),
    # where a trade's materials come from, as a visitor asks it (« ses fournitures ») and as the
    # owner files it (« Fournisseurs »); not « acheter », which a customer asks of the owner's work
    (
        ("fournisseur", "fourniture", "approvisionnement", "approvisionner"),
        ("supplier", "suppliers", "supplies", "supply"),
    ),
    # making a system safe, as a visitor asks it (« il sait durcir un serveur ? ») and as a tech
    # note writes it (« la sécurisation du système », « une configuration sécurisée »)
    (
        ("securiser", "securisation", "securise", "securisee", "durcir", "durcissement"),
        ("secure", "secured", "securing", "harden", "hardened", "hardening"),
    ),
    # the typefaces of a site or a book as a visitor says it (« c'est quelles typos ? ») and as a
    # design note writes it (« typographie Manrope + Newsreader »); not « police », a police force
    # as often
    (("typographie", "typo", "typos", "fonte", "fontes"), ("typography", "font", "fonts", "typeface")),
    # a bot is a chatbot, as a project note names it
    (("chatbot", "bot", "chatbots", "bots"), ("chatbot", "bot", "chatbots", "bots")),
    (
        # « la sélection d'entrée » as a visitor asks it, « le processus d'admission » as a
        # school's page writes it (not « concours »: a contest, a prize, as often)
        ("admission", "selection", "candidature"),
        ("admission", "admissions", "selection"),
    ),
    # « le kilo », as a visitor asks it, « 1 kg » as a price list heads its column
    (("kilo", "kg", "kilogramme"), ("kilo", "kg", "kilogram")),
    (("anglais",), ("english",)),
    (("espagnol",), ("spanish",)),
    (("allemand",), ("german",)),
    (("italien",), ("italian",)),
    (("chercher", "recherche"), ("look", "looking", "seek", "seeking", "search", "searching")),
    (
        ("disponible", "disponibilite", "commencer", "demarrer"),
        ("available", "availability", "start", "begin"),
    ),
    (
        # « en dehors du travail », the heading « En dehors du code »: what the owner does for fun
        # (« fan de… », as a visitor says « passionné de… »)
        ("loisir", "passion", "hobby", "hobbies", "interet", "passionne", "perso", "dehors", "fan"),
        ("hobby", "hobbies", "interest", "passion", "leisure", "fan"),
    ),
    # « son logiciel de CAO » as a visitor asks it, « modélisation 3D : Fusion 360 » as a maker writes
    # it (« modélisation » stems apart from « modèle »)
    (("cao", "modelisation", "modeliser"), ("cad",)),  # (not "modeling": "model" is an LLM)
    (
        (
            *("sante", "medical", "medecine", "soin", "hopital", "clinique", "infirmier", "medecin"),
            *("soignant", "soignante"),  # « ses années de soignant »: a nurse's, a doctor's
            # « avec quels patients ? »: whom a carer looked after (« service de gériatrie »)
            *("patient", "patients"),
        ),
        (
            *("health", "medical", "healthcare", "hospital", "nurse", "nursing", "doctor", "clinic"),
            *("caregiver", "carer", "patients"),
        ),
    ),
    (("cv", "curriculum", "parcours", "profil"), ("resume", "cv", "background", "profile")),
    # « Quand est-ce qu'on reçoit les photos ? » as a client asks it, « Livraison des photos »
    # as the owner heads the page (not « livrer », which stems as « livre », a book; nor « reçu »,
    # a deposit received)
    (
        ("livraison", "recevoir", "recoit", "recois", "recevez", "recevra", "recevrez", "recevront"),
        ("receive", "received"),  # ("deliver": the translation table's « livrer », as a shop says)
    ),
    # « le petit terminal qu'il a recodé » as a visitor says it, « un interpréteur de commandes
    # inspiré de bash », « des shells » as a student's project page writes it (not « interpréteur »
    # alone: a translator's « interprétation » stems the same)
    (("shell", "terminal", "console", "bash", "zsh"), ("shell", "terminal", "console", "bash", "zsh")),
    # « le chantier se termine quand ? » as a visitor asks it, « Fin prévue :: juin 2027 » as the
    # project's note writes it
    (
        ("termine", "terminer", "fin", "finir", "finit", "acheve", "achever"),
        ("end", "ends"),
    ),
    # « Quel langage il préfère ? »: the notes say which one leads (« Python — principal pour
    # l'IA », « mon outil de prédilection », « mon préféré »), rarely « je préfère »
    # a choir as a visitor names it (« une chorale ») and as a singer's note does (« chœur »)
    (("chorale", "choeur", "chorales", "choeurs"), ("choir", "choirs", "chorus")),
    # what a model or a tool gives as a visitor asks it (« il sert à prédire quoi ? ») and as a
    # project note writes it (« affichage du prix estimé »)
    (
        ("predire", "prediction", "estimer", "estimation", "estime", "prevoir", "prevision"),
        ("predict", "predicts", "prediction", "forecast"),  # ("estimate": a quote, translations)
    ),
    (("prefere", "favori", "predilection", "principal"), ("favorite", "favourite", "prefer", "preferred")),
    # a shop's front as a visitor says it (« la devanture ») and as its owner files it (« Nouvelle
    # vitrine (2023) »)
    (("vitrine", "devanture"), ("shopfront", "storefront")),
    # a health professional's or a lawyer's premises ("Where is her practice?")
    (("cabinet",), ("practice", "practices")),
    # « prendre rendez-vous », « rdv », "Can I book an appointment online?"
    (("rendez", "rdv"), ("appointment", "appointments")),  # not "book(ing)": a book too
    # a reservation, as French and a page for foreign visitors write it (« Réservation »,
    # "Booking"); the verb "book" is read as "reserve" where its place tells it (analysis)
    (
        ("reserver", "reservation", "booking"),
        ("reserve", "reserves", "reserved", "reservation", "reservations"),
    ),
    # a few professions, asked in English of a French vault ("When did she get her physiotherapy
    # degree?"): each its own group, one profession never answers for another
    (
        ("kinesitherapeute", "kine", "kinesitherapie", "physiotherapeute"),
        ("physiotherapist", "physiotherapists", "physio", "physiotherapy"),
    ),
    (("osteopathe", "osteopathie"), ("osteopath", "osteopaths", "osteopathy")),
    (("journaliste", "journalisme"), ("journalist", "journalists", "journalism", "reporter")),
    # the press a journalist writes for, as a visitor asks it (« pour quels journaux écrit-il ? »)
    # and as a press page names it (« Médias pour lesquels je travaille », « rédactions »)
    (
        ("journal", "presse", "media", "redaction", "magazine"),
        ("newspaper", "newspapers", "press", "media", "magazine", "magazines"),
    ),
    (("photographe", "photographie"), ("photographer", "photographers", "photography")),
    (("avocat", "avocate"), ("lawyer", "lawyers", "attorney")),
    (
        ("specialite", "specialise", "specialisation", "specialiste"),
        (
            *("specialize", "specializes", "specialized", "specialise", "specialises", "specialised"),
            *("specialty", "speciality", "specialist", "specialization", "specialisation"),
        ),
    ),
    # where a visitor gets a file (« CV PDF : téléchargeable sur le site »)
    (("telecharger", "telechargeable", "telechargement"), ("download", "downloadable")),
    # three things a visitor asks apart: « des enfants ? » is not answered by « sa famille »
    # (a father, a mother answer « ses parents » but each asked is only itself: NARROWER;
    # « Ses parents font quoi ? » and « Mon père était horloger, ma mère professeure »)
    # (« familial(e) » is the family's: « ostréiculture familiale », « situation familiale »)
    (("famille", "familial", "familiale", "parent", "pere", "mere"), ("family", "parents")),
    (
        # (« ma femme » in a profile: a woman spoken of, « les femmes », is no answer, the
        # family words being the owner's only where they say them as theirs: search._owns)
        # « pacsé(e) »: the French civil partnership, how a bio often says it (« on est pacsés
        # depuis 2017 »); not « PACS », which stems as « PAC » (a heat pump)
        ("marie", "epouse", "mari", "conjoint", "compagne", "compagnon", "femme", "pacse", "pacsee"),
        ("married", "wife", "husband", "partner", "relationship", "girlfriend", "boyfriend"),
    ),
    # (not « fils »: the light stemmer makes it « fil », as in « fil rouge »; nor « fille », a girl
    # as often as a daughter)
    # (« deux ados »: how a bio may say it; « gosses », « mômes », as a visitor asks it, are
    # spelled out below)
    (("enfant", "ado"), ("children", "child", "kids", "son", "daughter")),
    # « Comment s'appelle-t-elle ? » (grasbot.retrieval.idioms): answered where the owner's name
    # is written (the analysis adds its words)
    (("nom", "prenom"), ("name", "surname", "firstname")),
    # « D'où vient-il ? » (idioms): where the owner is from, as a bio says it (« née à Pontarlier »)
    # (not « origine »: « son métier d'origine » asks for his first job)
    (("originaire", "natal", "natale", "nee", "naissance"), ("hometown",)),
    # « A-t-elle gagné un prix ? » (idioms): an award, as a note names it
    (
        ("recompense", "medaille", "laureat", "laureate", "distinction", "trophee"),
        ("award", "awards", "prize", "prizes", "medal", "medals", "trophy"),
    ),
    (("sport", "sportif", "sportive", *_SPORTS), ("sport", "sports")),
    (("pays", "etranger", "international", *_COUNTRIES), ("country", "countries", "abroad", "overseas")),
    (("instrument", "musicien", "musicienne", *_INSTRUMENTS), ("instrument", "instruments")),
    # each instrument named in English is itself (as the languages above): a luthier's « Réglage
    # complet violon » answers "a violin's setup", not a guitar's (NARROWER keeps French
    # questions off these groups)
    (("violon",), ("violin", "violins")),
    (("violoncelle",), ("cello", "cellos", "violoncello")),
    (("guitare",), ("guitar", "guitars")),
    (("batterie",), ("drums", "drum", "drummer")),
    (("trompette",), ("trumpet", "trumpets")),
    (("accordeon",), ("accordion", "accordions")),
    (("clarinette",), ("clarinet", "clarinets")),
    (("harpe",), ("harp", "harps")),
    (("synthetiseur",), ("synthesizer", "synthesizers", "synth")),
    # a pet, answered by the animal's name (NARROWER: « le chat » asked is the animal itself)
    (("animal", *_PETS), ("pet", "pets", "animal", "animals")),
    (
        ("blessure", "blesser", "blesse", "blessee", "accident", "suture", "fracture"),
        ("injury", "injuries", "injured", "hurt", "wound", "accident"),
    ),
    # a fall as a visitor asks it (« elle a failli tomber d'un toit ? ») and as the one who fell
    # tells it (« j'ai glissé sur deux mètres », « une chute de l'échelle »)
    (
        ("chute", "tomber", "tombe", "tombee", "glisser", "glisse", "glissee"),
        ("fall", "fell", "fallen", "falling", "slip", "slipped"),
    ),
    (("alternance", "apprentissage", "apprenti"), ("apprenticeship", "apprentice")),
    # what the owner does now: « Que fait-il actuellement / en ce moment ? », "What is he doing
    # now?", answered where a profile says « actuellement étudiant », « Situation : … »
    (
        # (« moment »: a /now page heads its list « En ce moment », the question's « en ce
        # moment » being read as « actuellement »)
        ("actuellement", "actuel", "actuelle", "situation", "maintenant", "moment"),
        ("currently", "now", "nowadays", "current"),
    ),
    # what a recruiter asks as « ses qualités », « ses atouts », "his strengths"
    (("qualite", "atout", *_QUALITIES), ("quality", "qualities", "strength", "strengths")),
    # the kind of contract a recruiter asks about is answered by its name: « Quel type de contrat
    # recherche-t-il ? » by « je recherche une alternance », « un CDI », « un stage »
    (
        ("contrat", "cdi", "cdd", "alternance", "apprentissage", "stage", "freelance", "interim"),
        ("contract", "contracts"),
    ),
    # first aid, as a visitor asks it (« formé aux premiers secours ? ») and as a CV lists it: the
    # French certificates PSC1 (the citizen's) and SST (sauveteur secouriste du travail)
    (("secours", "secourisme", "secouriste", "psc1", "sst"), ("cpr",)),
    # a disability status, as French recruiters ask and as a CV writes it (the RQTH is the
    # French recognition of a disabled worker)
    (("handicap", "handicape", "rqth"), ("disability", "disabled", "handicap")),
    (("stage", "stagiaire"), ("internship", "intern")),
    (("code", "source", "depot"), ("code", "repository", "repo", "source")),
    # the forges an owner publishes code on (« son code en ligne » is read as one: idioms)
    (("github", "gitlab", "codeberg", "bitbucket"), ("github", "gitlab", "codeberg", "bitbucket")),
    (("programme", "logiciel", "application", *_SOFTWARE), ("program", "software", "app", "application")),
    (("dessiner", "afficher", "tracer", "rendu"), ("draw", "render", "display")),
    # concurrent programming's locks, as a visitor says them and as a developer's notes write them
    (("verrou", "verrous", "mutex"), ("lock", "locks", "mutex", "mutexes")),
    (("apprendre", "appris"), ("learn", "learned", "learnt")),
    # leading people, as a recruiter asks it (« A-t-il déjà encadré une équipe ? ») and as a CV
    # writes it (« Lead SRE (équipe de 4) »); not « manager », « management »: the tokeniser
    # meets them in « cert-manager » and « cluster managé »
    (
        ("encadrer", "encadre", "encadrement", "lead"),
        ("manage", "managed", "managing", "management", "manager", "lead", "led", "supervise", "supervised"),
    ),
    (("utiliser", "outil"), ("use", "used", "uses", "using", "tool", "tools")),
    (
        ("technologie", "techno", "stack", "outil", "bibliotheque", "librairie", "framework"),
        ("technology", "technologies", "tech", "stack", "library", "libraries", "framework", "frameworks"),
    ),
    (
        ("construire", "developper", "creer", "realiser", "concevoir"),
        ("build", "built", "develop", "developed", "create", "created", "make", "made"),
    ),
    # Apple's phone and its system: an app "for iPhone" is an iOS app, as everyone knows
    (("ios", "iphone", "ipad"), ("ios", "iphone", "ipad")),
    # the rain a visitor asks about (« le mariage sous la pluie ») and a note tells as the shower
    # it was (« averse énorme pendant le cocktail »)
    (("pluie", "averse", "pluvieux", "pluvieuse", "pleuvoir"), ("rain", "rainy", "raining", "rained")),
    (("site",), ("website", "site", "webpage")),
    # a video or podcast channel (« ma chaîne YouTube »)
    (("chaine",), ("channel", "channels")),
    (("conference", "expose", "intervention", "talk"), ("talk", "conference", "speech", "presentation")),
    (
        ("cout", "prix", "tarif", "gratuit", "payant"),
        ("cost", "costs", "price", "prices", "fee", "fees", "rate", "rates"),
    ),
    (("annee", "date"), ("year", "years", "date")),
    # making a show, a record, a podcast (« Production audio », "producing a podcast")
    (
        ("production", "produire", "producteur", "productrice"),
        ("produce", "produces", "producing", "produced", "producer", "production"),
    ),
    (("imprimante", "impression", "imprimer"), ("printer", "printing", "print")),
    # a 3D printer's software, as French and English name it
    (("trancheur", "slicer"), ("slicer", "slicers")),
    # trades named by what they farm (« il a arrêté les huîtres » and « 12 ans en ostréiculture »)
    (("ostreiculture", "ostreiculteur", "ostreicultrice", "huitre"), ("oyster", "oysters")),
    (("apiculture", "apiculteur", "apicultrice", "abeille", "ruche"), ("beekeeping", "beekeeper")),
    # "What kind of bees does she keep?": the bees themselves, « l'abeille noire »
    (("abeille", "abeilles"), ("bee", "bees")),
    (("reseau",), ("network", "networking")),
    # search-engine optimisation, as French writes it and as everyone abbreviates it
    (("referencement", "seo"), ("seo",)),
    (("jeu",), ("game", "games")),
    # « une boîte » is the spoken word for a company (« elle a bossé pour quelles boîtes ? »)
    (
        ("entreprise", "societe", "employeur", "client", "boite", "boites"),
        ("company", "employer", "firm", "client", "customer"),
    ),
    (("banque", "bancaire"), ("bank", "banking")),
    # paying, as a customer asks it (« on peut payer en plusieurs fois ? ») and as the rates
    # write it (« Paiement possible en trois fois », « règlement par virement »)
    (("paiement", "payer", "paye", "payable", "reglement"), ("pay", "payment", "payments", "paying")),
    # renting, as a visitor asks it (« quels pianos vous louez ? ») and as a shop's page names it
    # (« Location de pianos », « le loyer »)
    (("location", "louer", "louez", "loue", "loues", "loyer"), ("rent", "rental", "rentals", "hire")),
    # the way a problem is solved, as a visitor asks it (« quelle astuce pour éviter… ? ») and as
    # a note explains it (« une approche classique consiste à… », « la solution retenue »)
    (("astuce", "approche", "solution", "methode"), ("trick", "approach", "solution", "method")),
    # (« son bouquin », as a reader says it)
    (("livre", "lecture", "ouvrage", "lire", "bouquin"), ("book", "books", "reading", "read")),
    (("premier", "debut"), ("first", "beginning")),
    # « ses prétentions (salariales) »: how a recruiter asks for the salary aimed at
    (("salaire", "remuneration", "pretention"), ("salary", "pay", "wage")),
    # what a freelancer sells: « Quelles prestations propose-t-elle ? » and her « Offre et tarifs »
    (("prestation", "service", "offre"), ("service", "services", "offer", "offering")),
    # moving for a job: a condition the owner states about themselves (a personal attribute);
    # not « mobile », which is also an application (« développeuse web et web mobile »)
    (("demenager", "mobilite", "demenagement"), ("relocate", "relocation", "relocating", "mobility")),
    # where one works from: a condition the owner states about themselves (a personal attribute)
    (
        ("distance", "teletravail", "remote", "presentiel", "hybride"),
        ("remote", "remotely", "telework", "teleworking", "hybrid", "onsite"),
    ),
    # writing code: what « Sait-elle programmer ? » finds in notes that name a language or a
    # script (READ_AS: the light stemmer cuts « programmer » and « programme » alike)
    (
        ("coder", "code", "script", "langage", *_LANGUAGES),
        ("coding", "programming", "scripting", "coder", "programmer"),
    ),
    # a virtual machine, as an admin abbreviates it (« sa VM ») and as a project note spells it
    # (« installer une machine virtuelle sous Debian »)
    (("vm", "virtuelle", "virtualisation"), ("vm", "vms", "virtualization", "virtualisation")),
    # a game engine, answered by the engines' names (NARROWER)
    (("moteur", *_ENGINES), ("engine",)),
    # a graphics card (« carte graphique » and "graphics card" are read as « gpu »: idioms,
    # analysis), answered by the cards' names (NARROWER)
    (("gpu", *_GPUS), ("gpu", "gpus")),
    # a Linux distribution, as an admin clips it (« distrib », « distro »), answered by the
    # distributions' names (NARROWER)
    (("distrib", "distro", *_DISTRIBUTIONS), ("distro", "distros", "distribution", "distributions")),
    # a database, answered by the databases' names (NARROWER; « base de données » is read as
    # « bdd »: grasbot.retrieval.idioms)
    (("bdd", "sgbd", *_DATABASES), ("database", "databases", "dbms")),
    # a previous occupation: how people who changed careers write it (« je me suis reconvertie »,
    # « j'ai quitté l'enseignement », « démission »); asked with « avant » / "before"
    # (PAST_MARKERS). Not « ancien »: « ses anciens projets » asks for projects.
    (
        (
            "reconversion",
            "changement",  # « Pourquoi ce changement ? » after the owner's path was told
            "reconvertir",
            "reconverti",
            "reconvertie",
            "quitter",
            "quitte",
            "demission",
            "demissionner",
            "auparavant",
            # « ancien infirmier », « ancienne enseignante »: how a profile names the job left
            # (answers only, NARROWER: « ses anciens projets » asks for projects)
            "ancien",
            "ancienne",
        ),
        ("previous", "previously", "former", "formerly", "prior"),
    ),
    # a tool or a way of working given up for another (« Pourquoi il a lâché la base
    # vectorielle ? » and the note's « Remplace l'ancien pipeline RAG vectoriel »)
    (
        (
            "remplace",
            "remplacer",
            "remplacee",
            "remplaces",
            "abandonne",
            "abandonner",
            "abandonnee",
            "lache",
            "lacher",
            "lachee",
            "delaisse",
        ),
        ("replace", "replaced", "replaces", "abandoned", "dropped", "ditched"),
    ),
    # a shop's or a practice's opening hours, asked in English of a French vault ("What time are
    # you open on Sundays?") or in French (« Vous êtes ouverts le lundi ? » and « Horaires »)
    # (« ça ouvre quand ? » of a place to come, and the note's « Ouverture visée : printemps 2027 »)
    (
        ("horaire", "ouvert", "ouverte", "ouverts", "ouverture", "ouvre", "ouvrez"),
        ("open", "opening", "hours"),
    ),
    # a summary written of something (« qui rédige les comptes rendus ? », read « résumé », and a
    # note's « Résumés structurés »)
    (("resume", "resumes", "synthese", "syntheses", "recapitulatif"), ("summary", "summaries")),
    # working for oneself: « à son compte » asked (read as « indépendant »), « indépendante depuis
    # 2017 », « à mon compte », « en freelance » written
    (
        ("independant", "independante", "compte", "freelance"),
        ("freelance", "freelancer", "self-employed", "independent"),
    ),
    # raising money from the public: « le crowdfunding », « la cagnotte » as a visitor says it,
    # « financement participatif » (Miimosa, Ulule) as a note writes it
    (("participatif", "crowdfunding", "cagnotte"), ("crowdfunding", "crowdfunded")),
    # « repérer les outliers » as a data person says it, « valeurs aberrantes » as a note writes it
    (("aberrant", "aberrante", "aberrantes", "aberrants", "outlier", "outliers"), ("outlier", "outliers")),
    # what is paid to book (« Faut-il verser des arrhes ? » and a rates page's « Acompte de 30 % »):
    # one thing to a client, whatever the law tells apart
    (("acompte", "arrhes"), ("deposit", "deposits")),
    (("lundi",), ("monday", "mondays")),
    (("mardi",), ("tuesday", "tuesdays")),
    (("mercredi",), ("wednesday", "wednesdays")),
    (("jeudi",), ("thursday", "thursdays")),
    (("vendredi",), ("friday", "fridays")),
    (("samedi",), ("saturday", "saturdays")),
    (("dimanche",), ("sunday", "sundays")),
    # a race run (« A-t-elle déjà couru la SaintéLyon ? » and a table of « Courses »); not the
    # English "run", which runs a business as often
    (("courir", "couru", "course"), ("race", "races", "raced")),
    # the owner's gear, as a visitor asks it (« il a quoi comme appareil photo ? », "What camera
    # does he use?", « son matos ») and as a page of it is headed (« Matériel »); not
    # « équipement », which the stemmer joins to « équipe » (a team)
    (("materiel", "appareil"), ("equipment", "gear", "camera", "cameras", "device", "devices")),
    # teaching, asked in English of a French vault ("Where does he teach?"), and as a CV says a
    # trainer's work (« formateur vacataire au CFPPA »; not « formateur », stemmed as « format »);
    # and as a craftsman's services page calls the lessons given (« Stage initiation
    # ressemelage », asked « vous donnez des cours ? »)
    (
        ("enseigner", "enseignement", "formatrice", "vacataire", "initiation", "initiations"),
        ("teach", "teaches", "teaching", "taught", "trainer"),
    ),
    # a translator's trade, asked in English of a French vault ("How much does she charge per word
    # for a translation?"); the French word alone (« traduire » beside it: +1 −1, docs/answers.md)
    (("traduction",), ("translation", "translations", "translate", "translates", "translated")),
    # where a craftsman works and what a trainer runs, one French word for both ("Where exactly
    # is her workshop?", "How much does the brewing workshop cost?": « l'atelier », « Atelier
    # brassage »)
    (("atelier",), ("workshop", "workshops")),
    # a film genre a visitor names in English ("Has he worked on any documentaries?", « les
    # Veilleurs, un documentaire sur l'estuaire »); the clipped « docu » is read whole (CLIPPED)
    (("documentaire", "documentaires"), ("documentary", "documentaries")),
    # the papers asked to enrol or to file a request (« faut quels papiers ? »), as a practice's
    # page lists them (« Documents à fournir », « pièces justificatives »)
    (("papiers", "documents", "justificatif", "justificatifs"), ("papers", "documents", "paperwork")),
    # a shop, as a visitor and its owner call it (« un deuxième magasin » and the note « Deuxième
    # boutique à Capdenac »)
    (("boutique", "magasin", "boutiques", "magasins"), ("shop", "shops", "store", "stores")),
    # a performers' company (« sa troupe », « sa compagnie »: OWN_SENSE keeps it from « compagne »);
    # after the family group, which keeps the stem « compagn »
    (("troupe", "compagnie"), ("troupe",)),
)

# Words that answer their group's other words but, asked, do not bring them: a language's name
# answers « Sait-elle programmer ? », an engine's « quel moteur ? », yet "Does she know
# TypeScript?" is not answered by Python.
NARROWER = frozenset(
    (
        *(*_LANGUAGES, *_ENGINES, *_DATABASES, *_GPUS, *_DISTRIBUTIONS, *_QUALITIES, *_PETS, *_SPOKEN),
        *(*_SPORTS, *_INSTRUMENTS, *_COUNTRIES, *_SOFTWARE, "ancien", "ancienne", "pere", "mere"),
    )
)

# A general word the words of other groups answer, though none of them is answered by it: « Il a
# une famille ? » by « ma femme Sophie ; nous avons deux enfants » (« Il a des enfants ? » is still
# not answered by « sa famille », the groups staying apart). Folded French words.
WIDER = {
    # « De quelle région est-il ? » is answered by where he lives (« Localisation : Rivesaltes »),
    # but « Où habite-t-il ? » is not by a region named (« les régions viticoles qu'il préfère »)
    "region": ("habiter", "vivre", "localisation", "adresse", "ville", "domicile", "situe", "installe"),
    # « il a travaillé du côté de la mer ? » is answered by the sea's trades and places, as a
    # CV names them (« 12 ans en ostréiculture à Leucate », « matelot à la pêche »)
    "mer": (
        "maritime",
        "marin",
        "matelot",
        "peche",
        "pecheur",
        "ostreiculture",
        "ostreiculteur",
        "conchyliculture",
        "mytiliculture",
        "huitre",
        "littoral",
        "navire",
    ),
    "famille": (
        "femme",
        "mari",
        "epouse",
        "conjoint",
        "conjointe",
        "compagnon",
        "compagne",
        "enfant",
        "enfants",
    ),
    # « prix par mois » is answered by a price list's « Loyer mensuel : 48 € », but « une box
    # mensuelle ? » is not by any month a note names
    "mois": ("mensuel", "mensuelle", "mensualite"),
    "semaine": ("hebdomadaire", "hebdo"),
    # « elle a le brevet (de pilote) ? » is answered by « mon certificat de télépilote »
    "brevet": ("certificat", "certifie", "certifiee"),
}

# A way to reach someone: each answers « Comment la joindre ? » and ranks beside the others, but
# asked, only itself or its written shape answers it (shapes.WRITTEN_AS): « son téléphone ? » is not
# answered by an email address, nor by a page titled « Contact » without a number
CHANNELS = frozenset({"telephone", "mail", "email", "courriel"})

# Words the stemmer joins to a lexicon word of another sense -> a word of their own sense's
# group: « sa compagnie » (a theatre company) stems as « compagne » (a partner) and is no family
# question, but « sa troupe »
OWN_SENSE = {
    "compagnie": "troupe",
    "compagnies": "troupe",
    # « Pourquoi a-t-il arrêté d'être infirmier ? »: the verb of a job left, not « un arrêt »
    # (« en arrêt maladie ») nor « un arrêté »
    **dict.fromkeys(("arreter", "arrete", "arretee", "arretes", "arretez", "arretait"), "quitter"),
}

# Words clipped as they are said (« une conf », « son appart », « les assos »): the whole word,
# read only where the vault never writes the clipped one (a vault saying « expo » is asked so);
# one word each, as the vault's index holds words
CLIPPED = {
    **dict.fromkeys(("conf", "confs"), "conference"),
    **dict.fromkeys(("appart", "apparts"), "appartement"),
    **dict.fromkeys(("resto", "restos"), "restaurant"),
    **dict.fromkeys(("chrono", "chronos"), "chronometre"),
    **dict.fromkeys(("expo", "expos"), "exposition"),
    **dict.fromkeys(("asso", "assos"), "association"),
    **dict.fromkeys(("exo", "exos"), "exercice"),
    **dict.fromkeys(("prof", "profs"), "professeur"),
    **dict.fromkeys(("ordi", "ordis"), "ordinateur"),
    **dict.fromkeys(("labo", "labos"), "laboratoire"),
    **dict.fromkeys(("manif", "manifs"), "manifestation"),
    **dict.fromkeys(("coloc",), "colocation"),
    **dict.fromkeys(("compta",), "comptabilite"),
    **dict.fromkeys(("veto", "vetos"), "veterinaire"),
    **dict.fromkeys(("kine", "kines"), "kinesitherapeute"),
    **dict.fromkeys(("osteo",), "osteopathe"),
    **dict.fromkeys(("philo",), "philosophie"),
    **dict.fromkeys(("docu", "docus"), "documentaire"),
    **dict.fromkeys(("tele", "teles"), "television"),
    **dict.fromkeys(("fac",), "universite"),
    **dict.fromkeys(("pub", "pubs"), "publicite"),
    **dict.fromkeys(("diapo", "diapos"), "diaporama"),
    **dict.fromkeys(("lib", "libs"), "bibliotheque"),  # « une lib graphique »: a library
    **dict.fromkeys(("pro", "pros"), "professionnel"),  # « sa vie pro », « son mail pro »
}

# How visitors type in a chat box: the word they mean (« c koi », « il est dispo quand »),
# read before anything else, a stop word included.
CHAT_SPELLINGS = {
    "koi": "quoi",
    # « ckoi minitalk », « cki sa femme »: « c'est quoi », « c'est qui » typed as one word
    **dict.fromkeys(("ckoi", "cquoi", "cekoi", "ckwa"), "quoi"),
    **dict.fromkeys(("cki", "cqui"), "qui"),
    "akoi": "quoi",  # « ça sert akoi »: « à quoi »
    **dict.fromkeys(("sasert", "saser", "casert"), "sert"),  # « ça sert » typed as one word
    "koa": "quoi",
    "ki": "qui",
    "kan": "quand",
    "kel": "quel",
    "kelle": "quelle",
    "ele": "elle",
    "ell": "elle",
    "pk": "pourquoi",
    **dict.fromkeys(("pourkoi", "pourkwa", "pourquoa", "pkoi", "pqoi"), "pourquoi"),  # as it sounds
    "pq": "pourquoi",
    "dispo": "disponible",
    "dispos": "disponible",
    "fe": "fait",  # « il a fé quoi »
    "fai": "fait",  # « elle fai koi »
    "com": "comme",  # « il fé koi com boulo »
    "depui": "depuis",  # « elle fé du trail depui kan »
    "qd": "quand",
    "tjs": "toujours",
    "tjrs": "toujours",
    "bcp": "beaucoup",
    # « qu'il » typed without its apostrophe (« ou es ce quil a fait son stage »)
    "quil": "il",
    "quils": "ils",
    # « ou abite til », « kel age a til »: « t-il » typed as one word
    "til": "il",
    "tils": "ils",
    "ya": "y",  # « ya moyen de la contacter ? », « y a »
    # « qu'est-ce que », « est-ce que » typed as they sound (« quesqu elle a fait comme etudes »)
    **dict.fromkeys(("quesque", "quesqu", "keske", "kesk"), "que"),
    **dict.fromkeys(("esque", "eske", "esk"), "est"),
    **dict.fromkeys(("cb", "cmb", "cbien"), "combien"),  # « ya cmb de filles a 42 »
    **dict.fromkeys(("tmps",), "temps"),  # « pendan cb de tmps ? »
    **dict.fromkeys(("coment", "komen", "koman", "commen", "comen"), "comment"),  # « il a fait coment »
    **dict.fromkeys(("mtn", "mnt"), "maintenant"),  # « ou abite iel mtn »
    # « el sapel coment son copin ? », « c koi son tt premier mariage ke elle a fé ? »
    "el": "elle",
    **dict.fromkeys(("sapel", "sapelle", "sappel", "sappelle", "apel", "apelle"), "appelle"),
    "copin": "copain",
    "tt": "tout",
    "ke": "que",
    # « la premiere visite chez vou ?? » (not « vs », a versus: « Python vs Rust »)
    "vou": "vous",
    # « je » glued to its verb as it is said (« jveu savoir », « chui recruteur », « jpeux le
    # joindre ? »), and « dedans », « dans » clipped: the words of the frame they are (keys
    # folded: no accent; not « pr », « dc », "Aussie": a pull request, DC, an Australian)
    **dict.fromkeys(("jveu", "jveux", "jvx", "jve"), "veux"),
    **dict.fromkeys(("jvoudrais", "jvoudrai", "jvoudre"), "voudrais"),
    **dict.fromkeys(("jaimerais", "jaimerai", "jaimere"), "aimerais"),
    **dict.fromkeys(("jsuis", "jsui", "chui", "chuis"), "suis"),
    **dict.fromkeys(("jpeux", "jpeu", "jpe"), "peux"),
    **dict.fromkeys(("jsais", "jsai", "chais", "jse"), "sais"),
    **dict.fromkeys(("dedan", "dedant"), "dedans"),
    "ds": "dans",
    # « sa carte graphik » as it sounds: the phrase idioms reads as a GPU, before any typo guess
    **dict.fromkeys(("graphik", "grafik", "grafique", "graphiq"), "graphique"),
    **dict.fromkeys(("pcq", "pck", "paske", "pask"), "parce"),
    **dict.fromkeys(("ossi", "oci"), "aussi"),
    **dict.fromkeys(("vrmt", "vraimen", "vrement"), "vraiment"),
    **dict.fromkeys(("bocou", "bcq", "bocoup"), "beaucoup"),
    **dict.fromkeys(("cmt", "cmnt"), "comment"),
    **dict.fromkeys(("qqch", "qqc", "kelkechose"), "quelque"),
    **dict.fromkeys(("qqn", "qq1", "kelkun"), "quelqu"),
    **dict.fromkeys(("ptet", "ptetre", "pitetre"), "peut"),
    **dict.fromkeys(("jame", "jamai"), "jamais"),
}

# ... and those read so only where the vault never writes them: « il fé dla domotik ? avc
# koi » is « de la », « avec », but a physiotherapist's notes write « AVC » (a stroke)
CHAT_IF_UNKNOWN = {
    "avc": "avec",
    "avk": "avec",
    "dla": "de",
    "dle": "de",
    # « c valable combien de tps » (a vault of timetables may write « tps »)
    "tps": "temps",
}

# Folded French words read as another before stemming: the verb « programmer » and the noun
# « programme » (a syllabus, a schedule) share their stem, and a visitor asking whether the owner
# can program is not asking about a schedule.
# Abbreviations a visitor types for words a vault may spell out: read as those words only where
# the vault never writes the abbreviation (« C'est quoi son TJM ? » of a vault saying « 650 € HT
# par jour »); a vault that writes « TJM » answers it as written.
SPELLED_OUT = {
    "tjm": "tarif",  # taux journalier moyen: the day rate
    # a social network by its short name (« t'as un compte insta ? »), not a clipped « installé »
    "insta": "instagram",
    "thm": "tarif",  # taux horaire moyen
    # « il faut prévoir un budget de quel ordre ? »: a price, as a rates page writes it
    "budget": "prix",
    # a small firm, as a recruiter says it (« gérer un serveur dans une PME ») and as a note
    # never does
    "pme": "entreprise",
    "tpe": "entreprise",
    # children as a visitor says it (« elle a des gamins ? »), where the vault never writes it:
    # one that does says it of a childhood (« quand j'étais gamine »), no child of the owner's
    **dict.fromkeys(
        ("gamin", "gamins", "gamine", "gamines", "marmots", "gosse", "gosses", "mome", "momes"), "enfant"
    ),
    # « Vous visez quel poste ? »: what one aims at is what one looks for (« je recherche une
    # alternance »), where the vault never says it aims (« Salaire visé : » answers as asked)
    **dict.fromkeys(("vise", "visez", "visent", "viser", "visait"), "recherche"),
    # « l'affaire de sa famille »: a family's business, where the vault never says « affaire »
    # (« l'entreprise familiale »); not « affaires », a turnover's (« chiffre d'affaires »)
    "affaire": "entreprise",
    # « Ça fait combien d'années qu'il a exercé comme infirmier ? »: practising a trade is
    # working at it, where the vault never says « exercer » (« dix ans d'infirmier »)
    **dict.fromkeys(
        ("exerce", "exercee", "exerces", "exercer", "exercait", "exercais", "exercez"), "travailler"
    ),
}

READ_AS = {
    "programmer": "coder",
    "programmation": "coder",
    "programmeur": "coder",
    "programmeuse": "coder",
    # « connaît-il », « connais-tu », « connaissez-vous » ask for a skill (« Quels langages
    # connaît-il ? »): read as the skill group's noun, not guessed as a typo of another verb
    # (« connait » → « donnait »). Not « connu » (famous) nor « faire connaître » (make known).
    **dict.fromkeys(("connait", "connais", "connaissez", "conait", "conais"), "connaissance"),
    # « Où vit-elle ? »: the verb « vivre », whose forms the light stemmer does not bring together
    **dict.fromkeys(("vit", "vivez", "vivait", "vis"), "vivre"),
    # « Vous livrez à domicile ? »: the verb of « livraison », which the light stemmer would
    # cut to « livr », a book's stem (« Livres à lire »); not « livre », a book as often
    **dict.fromkeys(
        ("livrez", "livrer", "livrons", "livrent", "livrait", "livrera", "livrerez"), "livraison"
    ),
    # « Quand soutient-elle ? »: the verb of « soutenance » (not « soutien », support)
    **dict.fromkeys(("soutient", "soutiens", "soutiennent", "soutiendra"), "soutenir"),
    # « Comment je le joins ? »: the verb « joindre », whose forms the light stemmer cuts to
    # « join » (an IRC command's name in a developer's vault), not the contact group's word
    **dict.fromkeys(("joins", "joignez", "joignable", "joindrai", "joindrais", "joigne"), "joindre"),
    # « Quels livres a-t-il lus ? »: the verb « lire » (« lus » alone is no word a note uses)
    **dict.fromkeys(("lu", "lus", "lue", "lues", "lisez", "lisait", "lisent", "lisais"), "lire"),
    # « pour s'inscrire ? »: the verb of « inscription », which the light stemmer leaves apart
    **dict.fromkeys(("inscrire", "inscrivez", "inscrivent", "inscrivait"), "inscription"),
    # « Où a-t-il bossé ? », « elle taffe où » : how visitors say « travailler » in a chat box
    **dict.fromkeys(
        (
            *("bosse", "bosser", "bosses", "bossee", "bossait", "bossais", "bossaient", "bossez", "bossent"),
            *("taf", "taffe", "taffer", "taffait", "taffais", "taffent"),
        ),
        "travail",
    ),
    # « Combien coûtent des bottes ? »: « coûter » in the plural and the future, whose stems the
    # light stemmer leaves apart from « coût » (a base too short for ``inflection``), not a typo
    # of « content »
    **dict.fromkeys(("coutent", "coutera", "couteraient"), "coute"),
    # « le bouquin », « son matos »: the chat box's words for « livre », « matériel »
    **dict.fromkeys(("bouquin", "bouquins"), "livre"),
    **dict.fromkeys(("matos",), "materiel"),
    # « ya combien d'exos ? »: the chat box's clipping of « exercice »
    **dict.fromkeys(("exo", "exos"), "exercice"),
    # « son copain », « sa copine »: the partner, as a visitor asks it (read as the group's word;
    # a note's « Thomas et sa copine », « copine de promo » are no partner of the owner's)
    **dict.fromkeys(("copain", "copine"), "compagnon"),
}

# Past forms of the English verbs that ask when the owner can start: "before he started coding",
# "when she began teaching" tell of a past beginning, never of an availability; read as
# function words.
PAST_BEGINNINGS = frozenset({"started", "began", "begun"})

# Function words that, in a question about the owner, ask for the previous occupation
# (« Que faisait-elle avant ? », "What did she do before…?"): read as the group above.
PAST_MARKERS = frozenset({"avant", "before"})


# General verbs that carry a question's grammar, not its topic (« Quelle formation a-t-elle
# *suivie* ? », "What did she do before *becoming* a developer?"), and the English adjectives that
# frame a question as a modal would ("Is she *willing* to relocate?", « *Accepte*-t-elle le
# télétravail ? »), and what the owner offers (« Quels stages *propose*-t-il ? »: the stages are
# the topic), and the words asking for an opinion (« sa *vision* de la vulgarisation », « que
# *pense*-t-il de… »), and the prepositions of a duration or a place (« *pendant* combien
# d'années… », « *devant* combien de personnes ? », « il est *resté* combien de temps »), and « se
# *dérouler* », which asks of an event without being one (« Quel mariage s'est *déroulé* sous la
# pluie ? »: a note tells the rain), and « *plutôt* » weighing two options, and the placeholders
# of a thing not named (« a-t-il écrit *quelque chose* sur les haies ? », « son *numéro* de
# téléphone »), and the words telling what kind the thing asked is, spoken (« le suivi gynéco,
# *genre* frottis ? ») or not (« quel *genre* de missions », « quelle *sorte* de… »), or how it
# comes (« quelles *paires* de langues » are languages a translator lists), and the visitor's need
# (« j'ai *besoin* de l'adresse ») and what a thing brought in (« la cagnotte a *rapporté*
# combien ? »; the noun « rapport », a report, stays a word of its own): as grounding units
# they weigh half their idf, and never the unknown word's extra (docs/retrieval.md). Folded
# forms.
LIGHT_VERBS = frozenset(
    """
    suivre suivi suivie suivis suivies suit suivent devenir devenu devenue devenus devient deviennent
    faire fait faite faits faites font faisait faisais faisaient faisiez
    obtenir obtenu obtenue obtenus obtient obtiennent
    prendre pris prise prises prend prennent mettre mis mise met mettent donner donne donnee donnes
    aller alle allee va vont venir venu venue vient viennent avoir eu eue
    prenez prenons prenais prenait prenaient prendra prendrez prendrait prendriez
    mettez mettons mettait mettra donnez donnons donnait donnera allez allons allait venez venons venait
    become becomes becoming became do does did doing done get gets got getting gotten
    make makes made making take takes took taken taking go goes went gone going come comes came
    willing able ready give gives gave given giving called named keep keeps kept keeping
    accepte acceptes acceptez accepter accepterait accepteriez acceptent accept accepts
    propose proposes proposez proposer proposent proposait offer offers
    pense penses pensez penser pensait vision avis opinion opinions think thinks thought view views
    explique expliques expliquez expliquer fonctionne fonctionnent fonctionner consiste explain explains
    decrire decris decrit decrite decrivez decrivent decrirais decrirait decririez decrivait
    describe describes described
    utilise utilises utilisez utiliser utilisee utilisees utilises utilisent pratique pratiques pratiquez
    pratiquer
    pendant durant during devant derriere spend spends spent spending follow follows followed following
    reste restee restes rester restait plutot
    ajoute ajoutee ajoutes ajoutees ajoutez ajouter ajoutent ajoutait added adding
    deroule deroulee deroules deroulees deroulent derouler deroulait
    veut veux voulez veulent vouloir voudrait voudrais voudriez voulait souhaite souhaites souhaitez
    souhaiterait souhaitait espere esperes esperez esperent esperer espererait esperait want wants
    wanted would hope hopes
    moyen moyens possible possibilite besoin besoins need needs needed
    rapporte rapportes rapporter rapportait rapportent rapportera
    exactement vraiment concretement precisement justement seulement forcement generalement
    habituellement normalement finalement reellement really actually exactly precisely basically
    raison raisons reason reasons durer durera dureront verser versez versent
    quelque chose choses truc trucs something anything numero numeros genre sorte paire paires
    connait connais connaissez conait conais
    sait sais savez savent savait
    sert servent servir
    pouvez pouvoir pourrait pourriez pourrais pouvait pouviez pourra pourrez
    debrouille debrouilles debrouillez debrouiller debrouillait debrouillent
    tourne tournent tourner tournait piloter
    faut fallait faudra faudrait falloir
    petit petite petits petites
    couvre couvrent couvrait couvrir
    vu vue vus mentionne mentionnes mentionnez mentionner mentionnait
    modele modeles
    """.split()  # noqa: SIM905 (a word list reads best as text)
)
LIGHT_WEIGHT = 0.5

# an adverb of manner: a feminine adjective and « -ment » (« géographiquement », « concrètement »,
# « personnellement », « financièrement »), or « -amment »/« -emment » (« récemment »). Nouns in
# « -ment » are built on verbs (« logement », « déploiement », « enseignement »), which these
# endings leave out. Folded forms.
_ADVERB = re.compile(
    r"(?:ique|ive|elle|euse|iere|ete|ecte|acte|ale|ide|ile|ible|able|ise|ure|ere|ine)ment$|[ae]mment$"
)


def is_adverb(word: str) -> bool:
    """Whether folded ``word`` is an adverb of manner (« géographiquement »): how something is
    asked, not what."""
    return len(word) >= 8 and _ADVERB.search(word) is not None


@lru_cache(maxsize=8)
def french_groups(stemmer: Stemmer) -> tuple[tuple[str, ...], ...]:
    """Each group's French words stemmed as the vault is, in order (the first is the
    translation of the English ones), repeats dropped: the query analysis and the passage
    ranking read the lexicon through this."""
    return tuple(tuple(dict.fromkeys(stem(w, stemmer) for w in french)) for french, _ in GROUPS)


def english_stem(word: str) -> str:
    """A light English stemmer for lexicon look-ups: plural and -ing/-ed endings only."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 5 and word.endswith("ing"):
        return word[:-3]
    if len(word) > 4 and word.endswith("ed"):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word
