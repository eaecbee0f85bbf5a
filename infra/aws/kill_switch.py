"""GrasBot's kill switch: set both functions' reserved concurrency to 0 when the cost alarm fires.

serverless.yml inlines this file as the code of ``grasbot-<stage>-kill-switch`` (CloudFormation
``ZipFile``, so it must stay one file under 4 KB that needs only the runtime's boto3). The
invocations alarm publishes to an SNS topic this function is subscribed to. With a reserved
concurrency of 0 Lambda throttles every request before it runs: throttles are not billed.
``make resume STAGE=…`` (infra/aws/guard.sh) undoes it; a deploy does not (docs/deploy.md).
"""

import json
import os
from typing import Any


def alarm_states(event: dict[str, Any]) -> list[str]:
    """The ``NewStateValue`` of each CloudWatch alarm notice in an SNS event."""
    states = []
    for record in event.get("Records", []):
        try:
            states.append(str(json.loads(record["Sns"]["Message"])["NewStateValue"]))
        except (KeyError, TypeError, ValueError):
            states.append("UNKNOWN")  # not an alarm notice (a test message, a budget notice)
    return states


def handler(event: dict[str, Any], context: Any, client: Any = None) -> dict[str, Any]:
    names = [n for n in os.environ["GRASBOT_GUARDED_FUNCTIONS"].split(",") if n]
    if "ALARM" not in alarm_states(event):
        print(json.dumps({"kill_switch": "ignored", "states": alarm_states(event)}))
        return {"paused": []}
    if client is None:
        import boto3  # in the Lambda runtime; imported here so the tests need no AWS SDK

        client = boto3.client("lambda")
    for name in names:
        client.put_function_concurrency(FunctionName=name, ReservedConcurrentExecutions=0)
    print(json.dumps({"kill_switch": "paused", "functions": names}))
    return {"paused": names}
