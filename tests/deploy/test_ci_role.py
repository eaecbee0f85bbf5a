"""The CI role may do what CloudFormation's resource handlers do for every resource of the stack.

CloudFormation calls each resource type's handlers (create, read, update, delete) with the caller's
credentials; the registry schema of the type lists the actions each handler needs. cfn-lint ships
those schemas, so the set the role must allow is derived here from them, for the types the compiled
template really holds, not typed by hand. A handler also lists actions that only a property calls
(a VPC, a customer KMS key…): those are left out only while that property is absent, which the test
checks, so adding the property to serverless.yml makes the test ask for its actions. A few names in
the schemas are API calls that no IAM action grants (``s3:DeleteBucketEncryption`` is allowed by
``s3:PutEncryptionConfiguration``): cfn-lint's IAM action list, the one its W3037 checks policies
against, drops them.
"""

from __future__ import annotations

import importlib.util
import json
import os
from functools import cache
from typing import Any

import pytest

from tests.deploy.test_deploy_infra import statements
from tests.deploy.zip_package import Packaged

HANDLERS = ("create", "read", "update", "delete")
REGION = "eu-west-3"
_LAMBDA_CODE_SIGNING = {
    "lambda:GetCodeSigningConfig",
    "lambda:PutFunctionCodeSigningConfig",
    "lambda:DeleteFunctionCodeSigningConfig",
}
_KMS = {"kms:CreateGrant", "kms:Decrypt", "kms:DescribeKey", "kms:Encrypt", "kms:GenerateDataKey"}
# type -> property -> actions a handler calls only when the property is set.
ONLY_WITH: dict[str, dict[str, set[str]]] = {
    "AWS::Lambda::Function": {
        "VpcConfig": {
            "ec2:DescribeSecurityGroups",
            "ec2:DescribeSubnets",
            "ec2:DescribeVpcs",
            "ec2:DescribeNetworkInterfaces",
        },
        "FileSystemConfigs": {"elasticfilesystem:DescribeMountTargets", "s3files:ListMountTargets"},
        "KmsKeyArn": _KMS,
        "CodeSigningConfigArn": _LAMBDA_CODE_SIGNING,
        "CapacityProviderConfig": {"lambda:PassCapacityProvider"},
    },
    "AWS::Logs::LogGroup": {
        "DataProtectionPolicy": {
            "logs:PutDataProtectionPolicy",
            "logs:DeleteDataProtectionPolicy",
            "logs:CreateLogDelivery",  # the policy's audit destinations
            "s3:REST.PUT.OBJECT",
            "firehose:TagDeliveryStream",
        },
        "KmsKeyId": {"logs:AssociateKmsKey", "logs:DisassociateKmsKey"},
        "ResourcePolicyDocument": {"logs:PutResourcePolicy", "logs:DeleteResourcePolicy"},
        "FieldIndexPolicies": {"logs:PutIndexPolicy", "logs:DeleteIndexPolicy"},
        "DeletionProtectionEnabled": {"logs:PutLogGroupDeletionProtection"},
        "BearerTokenAuthenticationEnabled": {"logs:PutBearerTokenAuthentication"},
    },
    "AWS::S3::Bucket": {
        "AbacStatus": {"s3:PutBucketAbac"},
        "AccelerateConfiguration": {"s3:PutAccelerateConfiguration"},
        "AccessControl": {"s3:PutBucketAcl", "s3:PutObjectAcl"},
        "AnalyticsConfigurations": {"s3:PutAnalyticsConfiguration", "s3:DeleteBucketAnalyticsConfiguration"},
        "CorsConfiguration": {"s3:PutBucketCORS", "s3:DeleteBucketCors"},
        "IntelligentTieringConfigurations": {"s3:PutIntelligentTieringConfiguration"},
        "InventoryConfigurations": {"s3:PutInventoryConfiguration"},
        "LifecycleConfiguration": {"s3:PutLifecycleConfiguration", "s3:DeleteBucketLifecycle"},
        "LoggingConfiguration": {"s3:PutBucketLogging"},
        "MetadataTableConfiguration": {
            "s3:CreateBucketMetadataTableConfiguration",
            "s3:DeleteBucketMetadataTableConfiguration",
            "s3:UpdateBucketMetadataJournalTableConfiguration",
            "s3:UpdateBucketMetadataInventoryTableConfiguration",
            "s3:UpdateBucketMetadataAnnotationTableConfiguration",
            "s3tables:CreateNamespace",
            "s3tables:CreateTable",
            "s3tables:CreateTableBucket",
            "s3tables:GetTable",
            "s3tables:PutTableBucketPolicy",
            "s3tables:PutTableEncryption",
            "s3tables:PutTablePolicy",
            "s3tables:GetTableMetadataLocation",
            "s3tables:UpdateTableMetadataLocation",
        },
        "MetricsConfigurations": {"s3:PutMetricsConfiguration", "s3:DeleteBucketMetricsConfiguration"},
        "NotificationConfiguration": {"s3:PutBucketNotification"},
        "ObjectLockConfiguration": {"s3:PutBucketObjectLockConfiguration", "s3:PutObjectLockConfiguration"},
        "OwnershipControls": {"s3:PutBucketOwnershipControls"},
        "ReplicationConfiguration": {
            "s3:PutBucketReplication",
            "s3:PutReplicationConfiguration",
            "s3:DeleteBucketReplication",
            "iam:PassRole",  # the replication role
        },
        "VersioningConfiguration": {"s3:PutBucketVersioning"},
        "WebsiteConfiguration": {"s3:PutBucketWebsite", "s3:DeleteBucketWebsite"},
    },
    "AWS::SNS::Topic": {
        "DataProtectionPolicy": {"sns:PutDataProtectionPolicy"},
        "DeliveryStatusLogging": {"iam:GetRole", "iam:PassRole"},  # the logging roles
    },
    "AWS::SNS::Subscription": {"SubscriptionRoleArn": {"iam:GetRole", "iam:PassRole"}},
    "AWS::IAM::Role": {
        "ManagedPolicyArns": {"iam:AttachRolePolicy", "iam:DetachRolePolicy"},
        "PermissionsBoundary": {"iam:PutRolePermissionsBoundary", "iam:DeleteRolePermissionsBoundary"},
    },
}


# cfn-lint's data folder, found without importing cfn-lint (most of a second, in every test process)
_SPEC = importlib.util.find_spec("cfnlint")
assert _SPEC is not None and _SPEC.origin is not None, "cfn-lint is not installed (make setup)"
_DATA = os.path.join(os.path.dirname(_SPEC.origin), "data")


@cache
def iam_actions() -> dict[str, set[str]]:
    """``{service prefix: {action, lower case}}`` that IAM policies can name."""
    with open(os.path.join(_DATA, "AdditionalSpecs", "Policies.json"), encoding="utf-8") as f:
        services: dict[str, Any] = json.load(f)
    return {prefix: set(spec["Actions"]) for prefix, spec in services.items()}


def grantable(action: str) -> bool:
    prefix, _, name = action.partition(":")
    return name.lower() in iam_actions().get(prefix, set())


@cache
def schema(type_: str) -> dict[str, Any]:
    root = os.path.join(_DATA, "schemas")
    with open(os.path.join(root, "providers", f"{REGION}.json"), encoding="utf-8") as f:
        index: dict[str, str] = json.load(f)
    with open(os.path.join(root, "resources", f"{index[type_]}.json"), encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data


def needed_actions(template: dict[str, Any]) -> dict[str, set[str]]:
    """``{type: actions}`` the handlers call for the resources of ``template``."""
    by_type: dict[str, list[dict[str, Any]]] = {}
    for res in template["Resources"].values():
        by_type.setdefault(res["Type"], []).append(res.get("Properties", {}))
    needed: dict[str, set[str]] = {}
    for type_, resources in by_type.items():
        handlers = schema(type_)["handlers"]
        actions = {a for h in HANDLERS for a in handlers.get(h, {}).get("permissions", [])}
        for prop, only in ONLY_WITH.get(type_, {}).items():
            if not any(prop in props for props in resources):
                actions -= only
        needed[type_] = {a for a in actions if grantable(a)}
    return needed


def allowed_actions() -> set[str]:
    return {a for s in statements() for a in ([s["Action"]] if isinstance(s["Action"], str) else s["Action"])}


def test_ci_role_allows_every_handler_action_of_the_stack(packaged: Packaged) -> None:
    allowed = allowed_actions()
    missing = {t: sorted(a - allowed) for t, a in needed_actions(packaged.template()).items() if a - allowed}
    assert not missing, f"infra/aws/ci-role.yml lacks: {json.dumps(missing, indent=1)}"


def test_every_action_of_the_role_is_one_iam_knows() -> None:
    assert sorted(a for a in allowed_actions() if not grantable(a)) == []


def test_the_reads_the_audit_found_missing_are_derived_and_allowed(packaged: Packaged) -> None:
    needed = set().union(*needed_actions(packaged.template()).values())
    for action in ("lambda:GetRuntimeManagementConfig", "lambda:GetFunctionRecursionConfig", "iam:GetRole"):
        assert action in needed and action in allowed_actions()


@pytest.mark.parametrize(
    ("type_", "prop", "action"),
    [
        ("AWS::Lambda::Function", "VpcConfig", "ec2:DescribeSubnets"),
        ("AWS::Lambda::Function", "KmsKeyArn", "kms:CreateGrant"),
        ("AWS::S3::Bucket", "VersioningConfiguration", "s3:PutBucketVersioning"),
    ],
)
def test_a_property_added_to_the_stack_asks_for_its_actions(
    packaged: Packaged, type_: str, prop: str, action: str
) -> None:
    template = packaged.template()
    assert action not in needed_actions(template)[type_]
    resource = next(r for r in template["Resources"].values() if r["Type"] == type_)
    resource["Properties"][prop] = {}
    assert action in needed_actions(template)[type_]
