from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from grasbot.signing import (
    HEADER_KEY_ID,
    HEADER_NONCE,
    HEADER_SIGNATURE,
    HEADER_TIMESTAMP,
    Key,
    KeyringError,
    SignatureError,
    Verifier,
    keyring_from_env,
    parse_keys,
    sign_request,
)

OLD = "old:" + "a" * 40
NEW = "new:" + "b" * 40
NOW = 1_800_000_000.0


def _verifier(raw: str = OLD, **kwargs: float) -> Verifier:
    return Verifier(parse_keys(raw), clock=lambda: NOW, **kwargs)  # type: ignore[arg-type]


def _lower(headers: dict[str, str]) -> dict[str, str]:
    return {k.lower(): v for k, v in headers.items()}


def test_signed_request_is_accepted_once_and_names_its_key() -> None:
    ring = parse_keys(OLD)
    headers = sign_request(ring.current, "POST", "/api/chat", b'{"x":1}', now=NOW)
    verifier = _verifier()
    assert verifier.verify("POST", "/api/chat", _lower(headers), b'{"x":1}') == "old"
    with pytest.raises(SignatureError, match="replayed nonce"):
        verifier.verify("POST", "/api/chat", _lower(headers), b'{"x":1}')


def test_rotation_both_keys_verify_first_key_signs() -> None:
    node = _verifier(f"{NEW},{OLD}")
    function_old = parse_keys(OLD).current
    function_new = parse_keys(f"{NEW},{OLD}").current
    assert function_new.id == "new"
    for key in (function_old, function_new):
        headers = sign_request(key, "GET", "/api/tags", now=NOW)
        assert node.verify("GET", "/api/tags", headers, b"") == key.id
    # Once the old key is dropped on the node, a function still signing with it is refused.
    with pytest.raises(SignatureError, match="unknown key id 'old'"):
        _verifier(NEW).verify(
            "GET", "/api/tags", sign_request(function_old, "GET", "/api/tags", now=NOW), b""
        )


def test_wrong_secret_and_expired_timestamp_are_refused() -> None:
    forged = Key("old", b"c" * 40)
    with pytest.raises(SignatureError, match="bad signature"):
        _verifier().verify("GET", "/api/ps", sign_request(forged, "GET", "/api/ps", now=NOW), b"")
    stale = sign_request(parse_keys(OLD).current, "GET", "/api/ps", now=NOW - 61)
    with pytest.raises(SignatureError, match=r"timestamp outside the window \(61 s off, 60 s allowed\)"):
        _verifier().verify("GET", "/api/ps", stale, b"")
    future = sign_request(parse_keys(OLD).current, "GET", "/api/ps", now=NOW + 59)
    assert _verifier().verify("GET", "/api/ps", future, b"") == "old"


def test_missing_and_malformed_headers() -> None:
    with pytest.raises(SignatureError, match="missing signature headers"):
        _verifier().verify("GET", "/api/ps", {}, b"")
    headers = sign_request(parse_keys(OLD).current, "GET", "/api/ps", now=NOW)
    headers[HEADER_TIMESTAMP] = "soon"
    with pytest.raises(SignatureError, match="malformed"):
        _verifier().verify("GET", "/api/ps", headers, b"")


@pytest.mark.parametrize(
    ("header", "value", "reason"),
    [
        # "²" and "١٢" pass str.isdigit(); int() refuses the first and reads the second.
        (HEADER_TIMESTAMP, "²", "malformed timestamp"),
        (HEADER_TIMESTAMP, "١٨٠٠٠٠٠٠٠٠", "malformed timestamp"),
        (HEADER_TIMESTAMP, "1800000000\n", "malformed timestamp"),
        (HEADER_TIMESTAMP, "1" * 13, "malformed timestamp"),
        (HEADER_NONCE, "n" * 16 + "\n", "malformed nonce"),
        (HEADER_NONCE, "ñ" * 16, "malformed nonce"),
        # hmac.compare_digest raises TypeError on a non-ASCII string.
        (HEADER_SIGNATURE, "é" * 64, "malformed signature"),
        (HEADER_SIGNATURE, "0" * 63, "malformed signature"),
        (HEADER_KEY_ID, "old\n", "unknown key id 'old\\n'"),
    ],
)
def test_malformed_headers_are_refused_with_a_reason(header: str, value: str, reason: str) -> None:
    headers = sign_request(parse_keys(OLD).current, "GET", "/api/ps", now=NOW)
    headers[header] = value
    with pytest.raises(SignatureError) as refused:
        _verifier().verify("GET", "/api/ps", headers, b"")
    assert refused.value.reason.startswith(reason)


@given(
    values=st.fixed_dictionaries(
        {h: st.text(max_size=80) for h in (HEADER_KEY_ID, HEADER_TIMESTAMP, HEADER_NONCE, HEADER_SIGNATURE)}
    )
)
def test_any_header_text_is_a_signature_error_never_a_crash(values: dict[str, str]) -> None:
    # Whatever a stranger sends, the verifier answers with a reason (a 401), never another error.
    values[HEADER_KEY_ID] = values[HEADER_KEY_ID] or "old"
    with pytest.raises(SignatureError):
        _verifier().verify("GET", "/api/ps", values, b"")


@given(
    field=st.sampled_from(["method", "path", "body"]),
    junk=st.text(min_size=1, max_size=8),
)
def test_any_tampered_field_breaks_the_signature(field: str, junk: str) -> None:
    parts = {"method": "POST", "path": "/api/chat", "body": '{"model":"qwen3:8b"}'}
    headers = sign_request(
        parse_keys(OLD).current, parts["method"], parts["path"], parts["body"].encode(), now=NOW
    )
    parts[field] += junk
    with pytest.raises(SignatureError, match="bad signature"):
        _verifier().verify(parts["method"], parts["path"], headers, parts["body"].encode())


def test_signature_header_is_hex_sha256() -> None:
    headers = sign_request(parse_keys(OLD).current, "GET", "/api/version", now=NOW, nonce="n" * 16)
    assert len(headers[HEADER_SIGNATURE]) == 64
    # Same inputs, same signature: the format is deterministic, so both sides agree.
    again = sign_request(parse_keys(OLD).current, "GET", "/api/version", now=NOW, nonce="n" * 16)
    assert again == headers


def test_full_nonce_cache_refuses_instead_of_forgetting() -> None:
    verifier = _verifier(max_nonces=2)
    key = parse_keys(OLD).current
    for _ in range(2):
        verifier.verify("GET", "/api/ps", sign_request(key, "GET", "/api/ps", now=NOW), b"")
    with pytest.raises(SignatureError, match="too many requests"):
        verifier.verify("GET", "/api/ps", sign_request(key, "GET", "/api/ps", now=NOW), b"")


def test_key_list_errors_name_the_problem() -> None:
    with pytest.raises(KeyringError, match="secret of key 'k' has 5 characters, at least 32"):
        parse_keys("k:short")
    with pytest.raises(KeyringError, match="expected id:secret"):
        parse_keys("a" * 40)
    with pytest.raises(KeyringError, match="twice"):
        parse_keys(f"{OLD},{OLD}")


def test_keys_from_env_or_file(tmp_path: Path) -> None:
    assert keyring_from_env({}) is None
    assert keyring_from_env({"GRASBOT_NODE_KEYS": f"{NEW},{OLD}"}).ids == ["new", "old"]  # type: ignore[union-attr]
    path = tmp_path / "keys"
    path.write_text(f"# rotated 2026-11\n{NEW}\n{OLD}  # drop after deploy\n")
    ring = keyring_from_env({"GRASBOT_NODE_KEYS_FILE": str(path)})
    assert ring is not None and ring.ids == ["new", "old"]
    with pytest.raises(KeyringError, match="cannot read"):
        keyring_from_env({"GRASBOT_NODE_KEYS_FILE": str(path) + ".missing"})
