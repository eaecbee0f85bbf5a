"""infra/ and the workflows agree with what the package really contains and deploys."""

from __future__ import annotations

import importlib.util
import re
from typing import Any

import yaml

from tests.deploy.zip_package import REPO

CI_ROLE = REPO / "infra" / "aws" / "ci-role.yml"
PUT_PARAMETERS = REPO / "infra" / "aws" / "put-parameters.sh"
WORKFLOWS = REPO / ".github" / "workflows"


class _CfnLoader(yaml.SafeLoader):
    """Reads CloudFormation's short tags (!Sub, !Ref…) as plain values."""


_CfnLoader.add_multi_constructor(
    "!",
    lambda loader, suffix, node: (
        loader.construct_scalar(node)
        if isinstance(node, yaml.ScalarNode)
        else loader.construct_sequence(node)
        if isinstance(node, yaml.SequenceNode)
        else loader.construct_mapping(node)
    ),
)


def _role() -> dict[str, Any]:
    template: dict[str, Any] = yaml.load(CI_ROLE.read_text(), Loader=_CfnLoader)
    role: dict[str, Any] = template["Resources"]["DeployRole"]["Properties"]
    return role


def statements() -> list[dict[str, Any]]:
    statements: list[dict[str, Any]] = _role()["Policies"][0]["PolicyDocument"]["Statement"]
    return statements


def test_ci_role_is_least_privilege() -> None:
    for statement in statements():
        actions = [statement["Action"]] if isinstance(statement["Action"], str) else statement["Action"]
        assert statement["Effect"] == "Allow"
        assert not [a for a in actions if a.endswith("*")], f"wildcard action in {statement['Sid']}"
        if statement["Resource"] == "*":
            # only list/validate APIs that have no resource-level permission
            assert actions in (
                ["cloudformation:ValidateTemplate"],
                ["logs:DescribeLogGroups", "logs:DescribeResourcePolicies"],
            ), statement
    pass_role = next(s for s in statements() if s["Action"] == "iam:PassRole")
    assert pass_role["Condition"] == {"StringEquals": {"iam:PassedToService": "lambda.amazonaws.com"}}


def test_ci_role_trusts_only_the_repositorys_production_environment() -> None:
    (statement,) = _role()["AssumeRolePolicyDocument"]["Statement"]
    assert statement["Action"] == "sts:AssumeRoleWithWebIdentity"
    condition = statement["Condition"]["StringEquals"]
    assert condition["token.actions.githubusercontent.com:aud"] == "sts.amazonaws.com"
    assert condition["token.actions.githubusercontent.com:sub"] == (
        "repo:${GitHubRepository}:environment:${GitHubEnvironment}"
    )
    deploy = yaml.safe_load((WORKFLOWS / "deploy.yml").read_text())
    assert deploy["jobs"]["deploy"]["environment"] == "production"
    assert deploy["permissions"] == {"contents": "read", "id-token": "write"}


def test_parameter_lists_agree() -> None:
    spec = importlib.util.spec_from_file_location("ssm_env", REPO / "infra" / "deploy" / "ssm_env.py")
    assert spec is not None and spec.loader is not None
    ssm_env = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ssm_env)
    PARAMETERS = ssm_env.PARAMETERS
    script = dict(re.findall(r'^\s+"([a-z-]+)\|(required|optional)\|', PUT_PARAMETERS.read_text(), re.M))
    assert script == {name: "required" if req else "optional" for name, (_, req, _) in PARAMETERS.items()}
    serverless = (REPO / "serverless.yml").read_text()
    for variable, _, _ in PARAMETERS.values():
        assert f"    {variable}: ${{env:{variable}" in serverless, variable


def test_workflows_call_scripts_that_exist() -> None:
    for path in [*WORKFLOWS.glob("*.yml"), REPO / "infra" / "vault-repo-workflow.yml"]:
        text = path.read_text()
        yaml.safe_load(text)  # valid YAML
        for script in re.findall(r"(?:infra/deploy|\.ci)/[\w.]+", text):
            assert (REPO / script).is_file(), f"{path.name} calls {script}"
    dispatch = yaml.safe_load((REPO / "infra" / "vault-repo-workflow.yml").read_text())
    sent = dispatch["jobs"]["dispatch"]["steps"][0]["run"]
    on = yaml.safe_load((WORKFLOWS / "deploy.yml").read_text())[True]  # YAML 1.1 reads `on` as True
    # workflow_dispatch, not repository_dispatch: the vault's token needs Actions, not Contents write
    assert "repository_dispatch" not in on
    assert "gh workflow run deploy.yml" in sent
    for name in re.findall(r'-f "(\w+)=', sent):
        assert name in on["workflow_dispatch"]["inputs"], name


def test_actions_are_pinned_by_commit_and_leave_no_credentials() -> None:
    for path in WORKFLOWS.glob("*.yml"):
        for job in yaml.safe_load(path.read_text())["jobs"].values():
            for step in job["steps"]:
                if "uses" not in step:
                    continue
                assert re.fullmatch(r"[\w-]+/[\w-]+@[0-9a-f]{40}", step["uses"]), step["uses"]
                if step["uses"].startswith("actions/checkout@"):
                    assert step["with"]["persist-credentials"] is False, (path.name, step.get("name"))
