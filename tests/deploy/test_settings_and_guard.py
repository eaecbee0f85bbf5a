"""grasbot.toml reaches the template; the cost guard is there and wired; config changes change the hash."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from functions.settings import read_settings
from tests.deploy.zip_package import REPO, Packaged, compile_template, recompile_service

HASH_CHECK = REPO / "infra" / "deploy" / "hash_check.py"
OWNER_SETTINGS = REPO / "infra" / "deploy" / "owner_settings.py"
KILL_SWITCH = REPO / "infra" / "aws" / "kill_switch.py"
FORK = """
[site]
owner_name = "Camille Roussel"
origins = ["https://camille.example.org"]
demo_page = true
[site.paths]
portfolio = "/realisations"
competences = ""
contact = "/ecrire"
[site.url_patterns]
projet = "/travaux/{slug}"
[node]
model = "mistral:7b"
keep_alive = "-1"
[cost_guard]
reserved_concurrency = 3
max_invocations_per_5_min = 120
alert_email = "camille@example.org"
monthly_budget_usd = 4
"""


def _resources(template: dict[str, Any], type_: str) -> dict[str, dict[str, Any]]:
    return {k: v for k, v in template["Resources"].items() if v["Type"] == type_}


def _env(template: dict[str, Any], logical_id: str) -> dict[str, str]:
    env: dict[str, str] = template["Resources"][logical_id]["Properties"]["Environment"]["Variables"]
    return env


def _config_hashes(templates: list[Path]) -> list[str]:
    """hash_check.py --config-hash of each template, the commands run side by side."""
    cmds = [[sys.executable, str(HASH_CHECK), "--config-hash", "--template", str(t)] for t in templates]
    procs = [subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for cmd in cmds]
    hashes = []
    for cmd, proc in zip(cmds, procs, strict=True):
        out, err = proc.communicate(timeout=30)
        assert proc.returncode == 0, (cmd, err)
        hashes.append(out.strip())
    return hashes


@pytest.fixture(scope="module")
def fork_template(packaged: Packaged, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    work = tmp_path_factory.mktemp("fork")
    (work / "grasbot.toml").write_text(FORK)
    return compile_template(packaged, work, work / "grasbot.toml")


def test_production_settings_reach_both_functions_as_the_function_reads_them(packaged: Packaged) -> None:
    template = packaged.template()
    for logical_id in ("ApiLambdaFunction", "StreamLambdaFunction"):
        env = _env(template, logical_id)
        settings = read_settings(env)
        assert settings.owner_name == "Fernand Gras-Calvet"  # not « la personne qui tient ce site »
        assert settings.demo_page is False  # the docs say off in production
        assert settings.cors_origins == ("https://fernandgrascalvet.com", "https://www.fernandgrascalvet.com")
        assert dict(settings.site_paths)["contact"] == "/contact"
        assert dict(settings.url_patterns) == {
            "projet": "/portfolio/{slug}",
            "competence": "/competences/{slug}",
        }


def test_a_forks_settings_reach_the_template(fork_template: dict[str, Any]) -> None:
    env = _env(fork_template, "StreamLambdaFunction") | {"GRASBOT_NODE_KEYS": "k1:" + "ab" * 32}
    env |= {"GRASBOT_NODE_URL": "https://node.example.org"}  # from SSM in a deploy
    settings = read_settings(env)
    assert settings.owner_name == "Camille Roussel"
    assert settings.demo_page is True
    assert settings.cors_origins == ("https://camille.example.org",)
    # « competences = "" »: the fork's site has no skills page, so no fixed text names one
    assert dict(settings.site_paths) == {
        "portfolio": "/realisations",
        "competences": "",
        "contact": "/ecrire",
    }
    assert dict(settings.url_patterns) == {"projet": "/travaux/{slug}"}
    assert (settings.node_model, settings.node_keep_alive) == ("mistral:7b", "-1")
    for url in _resources(fork_template, "AWS::Lambda::Url").values():
        assert url["Properties"]["Cors"]["AllowOrigins"] == ["https://camille.example.org"]
    for fn in ("ApiLambdaFunction", "StreamLambdaFunction"):
        assert fork_template["Resources"][fn]["Properties"]["ReservedConcurrentExecutions"] == 3
    assert fork_template["Resources"]["InvocationsAlarm"]["Properties"]["Threshold"] == 120
    assert fork_template["Parameters"]["AlertEmail"]["Default"] == "camille@example.org"
    budget = fork_template["Resources"]["MonthlyBudget"]["Properties"]["Budget"]
    assert budget["BudgetLimit"] == {"Amount": 4, "Unit": "USD"}


def test_kill_switch_is_wired_to_the_invocations_alarm_of_both_functions(packaged: Packaged) -> None:
    res = packaged.template()["Resources"]
    alarm = res["InvocationsAlarm"]["Properties"]
    assert alarm["AlarmActions"] == [{"Ref": "CostGuardTopic"}]
    watched = {
        m["MetricStat"]["Metric"]["Dimensions"][0]["Value"]["Ref"]
        for m in alarm["Metrics"]
        if "MetricStat" in m
    }
    assert watched == {"ApiLambdaFunction", "StreamLambdaFunction"}
    assert all(
        m["MetricStat"]["Metric"]["MetricName"] == "Invocations"
        for m in alarm["Metrics"]
        if "MetricStat" in m
    )
    (total,) = [m for m in alarm["Metrics"] if m.get("ReturnData")]
    assert total["Expression"] == "api + stream"
    # topic -> kill switch (subscribed, allowed to be invoked by that topic only)
    sub = res["KillSwitchSubscription"]["Properties"]
    assert sub == {
        "TopicArn": {"Ref": "CostGuardTopic"},
        "Protocol": "lambda",
        "Endpoint": {"Fn::GetAtt": ["KillSwitchFunction", "Arn"]},
    }
    perm = res["KillSwitchInvokedByTopic"]["Properties"]
    assert perm["Principal"] == "sns.amazonaws.com" and perm["SourceArn"] == {"Ref": "CostGuardTopic"}
    fn = res["KillSwitchFunction"]["Properties"]
    assert fn["Code"]["ZipFile"] == KILL_SWITCH.read_text()
    assert fn["Environment"]["Variables"]["GRASBOT_GUARDED_FUNCTIONS"] == {
        "Fn::Join": [",", [{"Ref": "ApiLambdaFunction"}, {"Ref": "StreamLambdaFunction"}]]
    }
    # its role may set the concurrency of those two functions and nothing else
    statements = res["KillSwitchRole"]["Properties"]["Policies"][0]["PolicyDocument"]["Statement"]
    lambda_stmt = next(s for s in statements if s["Action"] == "lambda:PutFunctionConcurrency")
    assert lambda_stmt["Resource"] == [
        {"Fn::GetAtt": ["ApiLambdaFunction", "Arn"]},
        {"Fn::GetAtt": ["StreamLambdaFunction", "Arn"]},
    ]
    assert {
        a for s in statements for a in ([s["Action"]] if isinstance(s["Action"], str) else s["Action"])
    } == {
        "lambda:PutFunctionConcurrency",
        "logs:CreateLogStream",
        "logs:PutLogEvents",
    }
    # no e-mail in production's grasbot.toml yet: the budget and e-mail wait on the condition
    assert res["MonthlyBudget"]["Condition"] == res["CostGuardEmail"]["Condition"] == "HasAlertEmail"


class _LambdaClient:
    """Records the calls the kill switch makes (AWS itself is out of reach here)."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    def put_function_concurrency(self, **kwargs: Any) -> None:
        self.calls.append(kwargs)


def _kill_switch() -> ModuleType:
    spec = importlib.util.spec_from_file_location("kill_switch", KILL_SWITCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _notice(state: str) -> dict[str, Any]:
    message = json.dumps({"AlarmName": "grasbot-prod-invocations", "NewStateValue": state})
    return {"Records": [{"EventSource": "aws:sns", "Sns": {"Message": message}}]}


def test_kill_switch_pauses_both_functions_on_alarm_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GRASBOT_GUARDED_FUNCTIONS", "grasbot-prod-api,grasbot-prod-stream")
    module, client = _kill_switch(), _LambdaClient()
    assert module.handler(_notice("OK"), None, client) == {"paused": []}
    assert module.handler({"Records": [{"Sns": {"Message": "budget notice"}}]}, None, client) == {
        "paused": []
    }
    assert client.calls == []
    module.handler(_notice("ALARM"), None, client)
    assert client.calls == [
        {"FunctionName": "grasbot-prod-api", "ReservedConcurrentExecutions": 0},
        {"FunctionName": "grasbot-prod-stream", "ReservedConcurrentExecutions": 0},
    ]


def test_config_hash_changes_with_memory_concurrency_and_cors(packaged: Packaged, tmp_path: Path) -> None:
    settings = (REPO / "grasbot.toml").read_text()
    (tmp_path / "concurrency.toml").write_text(
        settings.replace("reserved_concurrency = 5", "reserved_concurrency = 4")
    )
    (tmp_path / "cors.toml").write_text(
        settings.replace('"https://www.fernandgrascalvet.com"', '"https://x.example.org"')
    )
    # Three `serverless package` runs in scratch folders of their own: side by side, they wait on
    # each other's start-up instead of one after the other (this test is on the package scope's path).
    with ThreadPoolExecutor(max_workers=3) as pool:
        memory_job = pool.submit(
            recompile_service,
            packaged.build / "service",
            tmp_path / "memory",
            ("memorySize: 1024", "memorySize: 2048"),
        )
        concurrency_job = pool.submit(
            compile_template, packaged, tmp_path / "concurrency", tmp_path / "concurrency.toml"
        )
        cors_job = pool.submit(compile_template, packaged, tmp_path / "cors", tmp_path / "cors.toml")
        memory, concurrency, cors = memory_job.result(), concurrency_job.result(), cors_job.result()
    assert memory["Resources"]["ApiLambdaFunction"]["Properties"]["MemorySize"] == 2048
    templates = (packaged.template(), memory, concurrency, cors)
    for i, template in enumerate(templates):
        (tmp_path / f"template-{i}.json").write_text(json.dumps(template))
    base, *hashes = _config_hashes([tmp_path / f"template-{i}.json" for i in range(len(templates))])
    assert len({base, *hashes}) == 4, hashes
    # An unchanged recompile (another timestamp in the S3 key) keeps the hash, so no spurious
    # deploy: test_dry_run.py packages the same settings again and its plan must say SKIP.


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            ("reserved_concurrency = 5", "reserved_concurrency = true"),
            "cost_guard.reserved_concurrency must be int, got bool",
        ),
        (("[node]", "[nodes]"), "unknown section [nodes]; allowed: site, node, cost_guard"),
        (
            ('keep_alive = "30m"', 'keep_alive = "forever"'),
            "node.keep_alive must be like '30m', '-1' or '0', got 'forever'",
        ),
        (
            ('"https://fernandgrascalvet.com",', '"*",'),
            "site.origins: expected https://host origins, got ['*']",
        ),
    ],
)
def test_a_bad_settings_file_stops_packaging_in_one_line(
    tmp_path: Path, edit: tuple[str, str], message: str
) -> None:
    path = tmp_path / "grasbot.toml"
    path.write_text((REPO / "grasbot.toml").read_text().replace(*edit))
    proc = subprocess.run(
        [sys.executable, str(OWNER_SETTINGS), "--settings", str(path), "--out", str(tmp_path / "out.json")],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert proc.returncode == 1
    assert proc.stderr == f"Error: {path}: {message}\n"
