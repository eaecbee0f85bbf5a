"""The CloudFormation that ``serverless package`` generated: URLs, permissions, layer, environment."""

from __future__ import annotations

from typing import Any

import pytest

from tests.deploy.zip_package import Packaged

SECRETS = (
    "GRASBOT_ADMIN_TOKEN",
    "GRASBOT_IP_SALT",
    "GRASBOT_NODE_KEYS",
    "GRASBOT_CF_ACCESS_CLIENT_ID",
    "GRASBOT_CF_ACCESS_CLIENT_SECRET",
)
APP_ENV = (
    "GRASBOT_BUNDLE_PATH",
    "GRASBOT_CORS_ORIGINS",
    "GRASBOT_OWNER_NAME",
    "GRASBOT_DEMO_PAGE",
    "GRASBOT_SITE_PATHS",
    "GRASBOT_URL_PATTERNS",
    "GRASBOT_NODE_MODEL",
    "GRASBOT_NODE_KEEP_ALIVE",
    "GRASBOT_NODE_URL",
    "RATE_LIMIT_STORAGE_URI",
    *SECRETS,
)
DEFAULT_ORIGINS = ["https://fernandgrascalvet.com", "https://www.fernandgrascalvet.com"]


def _of_type(template: dict[str, Any], type_: str) -> dict[str, dict[str, Any]]:
    return {k: v for k, v in template["Resources"].items() if v["Type"] == type_}


def _app_functions(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The two functions serving the app (not the cost guard's kill switch)."""
    return {k: v for k, v in _of_type(template, "AWS::Lambda::Function").items() if k != "KillSwitchFunction"}


@pytest.fixture(scope="module")
def template(packaged: Packaged) -> dict[str, Any]:
    return packaged.template()


@pytest.fixture(scope="module")
def functions(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """``{handler: properties}`` of the Lambda functions."""
    found = _app_functions(template)
    return {v["Properties"]["Handler"]: v["Properties"] for v in found.values()}


@pytest.fixture(scope="module")
def ids(template: dict[str, Any]) -> dict[str, str]:
    """``{handler: logical id}`` of the Lambda functions."""
    found = _app_functions(template)
    return {v["Properties"]["Handler"]: k for k, v in found.items()}


def test_two_functions_share_the_tested_zip(template: dict[str, Any], packaged: Packaged) -> None:
    found = _app_functions(template)
    assert sorted(v["Properties"]["Handler"] for v in found.values()) == [
        "functions.handler.handler",
        "run.sh",
    ]
    for fn in found.values():
        props = fn["Properties"]
        assert props["Code"]["S3Key"].endswith("/grasbot.zip")
        assert props["Runtime"] == f"python{packaged.manifest['python']}"
        assert props["Architectures"] == [packaged.manifest["architecture"]]
        assert props["ReservedConcurrentExecutions"] > 0  # the cost guard
        assert props["Timeout"] > 90  # outlives the app's own 90 s answer timeout


def test_each_function_has_a_public_url_with_both_invoke_permissions(
    template: dict[str, Any], ids: dict[str, str]
) -> None:
    urls = _of_type(template, "AWS::Lambda::Url")
    perms = {
        k: v
        for k, v in _of_type(template, "AWS::Lambda::Permission").items()
        if k != "KillSwitchInvokedByTopic"
    }
    by_target = {
        u["Properties"]["TargetFunctionArn"]["Fn::GetAtt"][0]: u["Properties"] for u in urls.values()
    }
    assert set(by_target) == set(ids.values())
    assert by_target[ids["run.sh"]]["InvokeMode"] == "RESPONSE_STREAM"
    assert "InvokeMode" not in by_target[ids["functions.handler.handler"]]  # BUFFERED: Mangum
    for logical_id in ids.values():
        assert by_target[logical_id]["AuthType"] == "NONE"
        mine = [
            p["Properties"]
            for p in perms.values()
            if p["Properties"]["FunctionName"]["Fn::GetAtt"][0] == logical_id
        ]
        actions = {p["Action"]: p for p in mine}
        assert set(actions) == {"lambda:InvokeFunctionUrl", "lambda:InvokeFunction"}
        assert actions["lambda:InvokeFunctionUrl"]["FunctionUrlAuthType"] == "NONE"
        # without this condition anyone could invoke the function directly, not only through its URL
        assert actions["lambda:InvokeFunction"]["InvokedViaFunctionUrl"] is True
        assert all(p["Principal"] == "*" for p in mine)
    assert set(template["Outputs"]) >= {"ApiLambdaFunctionUrl", "StreamLambdaFunctionUrl"}


def test_cors_is_limited_to_the_sites_origins(template: dict[str, Any]) -> None:
    for url in _of_type(template, "AWS::Lambda::Url").values():
        cors = url["Properties"]["Cors"]
        assert cors["AllowOrigins"] == DEFAULT_ORIGINS
        assert "*" not in cors["AllowOrigins"] and "*" not in cors["AllowMethods"]
        assert sorted(cors["AllowMethods"]) == ["GET", "POST"]


def test_streaming_function_runs_under_the_web_adapter(functions: dict[str, Any]) -> None:
    stream, api = functions["run.sh"], functions["functions.handler.handler"]
    (layer,) = stream["Layers"]
    assert layer.startswith("arn:aws:lambda:") and ":753240598075:layer:LambdaAdapterLayerArm64:" in layer
    env = stream["Environment"]["Variables"]
    assert env["AWS_LAMBDA_EXEC_WRAPPER"] == "/opt/bootstrap"
    assert env["AWS_LWA_INVOKE_MODE"] == "response_stream"
    assert env["AWS_LWA_READINESS_CHECK_PATH"] == "/health"
    assert env["GRASBOT_TRUST_LWA_CONTEXT"] == "1"
    # the buffered API must never trust that header: any client could send it to Mangum
    assert "GRASBOT_TRUST_LWA_CONTEXT" not in api["Environment"]["Variables"]
    assert "Layers" not in api


def test_environment_names_are_set_and_no_secret_comes_from_the_file(
    functions: dict[str, Any], packaged: Packaged
) -> None:
    for handler in ("run.sh", "functions.handler.handler"):
        env = functions[handler]["Environment"]["Variables"]
        assert set(APP_ENV) <= set(env)
        assert env["GRASBOT_BUNDLE_PATH"] == "bundle.json"
        assert env["GRASBOT_CORS_ORIGINS"] == ",".join(DEFAULT_ORIGINS)
        # the tests' environment carries no secret: anything non-empty would be written in the repo
        assert {name: env[name] for name in SECRETS} == dict.fromkeys(SECRETS, "")
        assert env["GRASBOT_DEPLOYED_BUNDLE_HASH"] == packaged.manifest["bundle_hash"]
        assert env["GRASBOT_DEPLOYED_CODE_HASH"] == packaged.manifest["code_hash"]


def test_logs_are_kept_two_weeks(template: dict[str, Any]) -> None:
    groups = _of_type(template, "AWS::Logs::LogGroup")
    assert len(groups) == 3  # both functions and the kill switch
    assert {g["Properties"]["RetentionInDays"] for g in groups.values()} == {14}
