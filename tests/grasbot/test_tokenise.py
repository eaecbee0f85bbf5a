from grasbot.tokenise import tokenise


def test_technical_names_and_separators() -> None:
    assert tokenise("Parle-moi de push_swap") == ["push", "swap"]
    assert tokenise("C++ et C# avec Node.js", stemmer="none") == ["cpp", "csharp", "nodejs"]


def test_elisions_accents_and_stopwords() -> None:
    assert tokenise("L'API d'un développeur qu'il a écrite", stemmer="none") == [
        "api",
        "developpeur",
        "ecrite",
    ]
