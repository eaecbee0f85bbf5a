"""The systemd units and the cloudflared template agree with the code they run."""

from __future__ import annotations

import configparser
import shlex
from pathlib import Path

import pytest
import yaml
from grasbot_node.errors import ConfigError
from grasbot_node.settings import NodeSettings, settings_from_env

INFRA = Path(__file__).resolve().parents[2] / "infra"


def unit(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # systemd keys are case-sensitive
    parser.read(INFRA / "systemd" / name)
    return parser


def test_gateway_unit_runs_the_console_script_and_outwaits_the_drain() -> None:
    service = unit("grasbot-gateway.service")["Service"]
    assert shlex.split(service["ExecStart"])[1:] == ["gateway"]
    assert service["ExecStart"].split()[0].endswith("/grasbot-node")
    assert int(service["TimeoutStopSec"]) > NodeSettings().drain_s
    assert service["KillSignal"] == "SIGTERM"


def test_switch_units_and_timers_point_at_each_other() -> None:
    for verb in ("on", "off"):
        service = unit(f"grasbot-node-{verb}.service")["Service"]
        assert shlex.split(service["ExecStart"])[1:] == [verb]
        assert service["Type"] == "oneshot"
        assert "OnCalendar" in unit(f"grasbot-node-{verb}.timer")["Timer"]


def test_example_env_is_refused_until_the_key_is_replaced() -> None:
    env = {}
    for line in (INFRA / "systemd" / "env.example").read_text().splitlines():
        if line and not line.startswith("#"):
            name, _, value = line.partition("=")
            # systemd's EnvironmentFile keeps a trailing "# …" as part of the value: none allowed.
            assert "#" not in value and '"' not in value and "'" not in value, line
            env[name] = value
    # The placeholder secret must never work as a real key.
    with pytest.raises(ConfigError, match="secret of key 'k2026a' has 9 characters, at least 32"):
        settings_from_env(env)


def test_cloudflared_template_publishes_only_the_gateway() -> None:
    config = yaml.safe_load((INFRA / "cloudflared" / "config.yml.template").read_text())
    rules = config["ingress"]
    assert rules[-1] == {"service": "http_status:404"}  # cloudflared requires the catch-all last
    assert [r["service"] for r in rules[:-1]] == [f"http://127.0.0.1:{NodeSettings().port}"]
    assert all("11434" not in r["service"] for r in rules)


@pytest.mark.parametrize(("raw", "expected"), [("1", True), ("yes", True), ("off", False), ("", False)])
def test_prompt_logging_switch_reads_like_every_other_flag(raw: str, expected: bool) -> None:
    env = {"GRASBOT_NODE_KEYS": "k1:" + "s" * 40, "GRASBOT_GATEWAY_LOG_PROMPTS": raw}
    assert settings_from_env(env).log_prompts is expected


def test_prompt_logging_switch_refuses_an_unknown_word() -> None:
    env = {"GRASBOT_NODE_KEYS": "k1:" + "s" * 40, "GRASBOT_GATEWAY_LOG_PROMPTS": "maybe"}
    with pytest.raises(ConfigError, match="GRASBOT_GATEWAY_LOG_PROMPTS must be one of"):
        settings_from_env(env)
