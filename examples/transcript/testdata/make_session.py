#!/usr/bin/env python3
"""Builds session.json, the recorded session the transcript example replays.

Source: the LangGraph how-to "complex data extraction with function calling"
(../../../../shared/seeds/003_c178c1e24ee714a8.txt, the seed mend was
designed from). Its recorded Claude answer of the JSON-patch run holds only
key_moments (block toolu_01JjnQVgzPKLCJxXgEppQpfD); its final tool call
(toolu_017FF4ZMezU4sv87aa8cLjRT) holds every field, the six others added by
patches. Those two are used as they are:

  jsonpatch run (anthropic wire format, claude-3-haiku-20240307):
    1. the recorded first answer (text + tool_use with key_moments only)
    2. a patch call adding the six missing fields with the values of the
       seed's final call, so that the result equals it

  regenerate run (openai wire format): the seed only reports that three
  regenerations failed ("Could not extract a valid value in 3 attempts").
  The three answers here are derived from the seed's final call, each
  rewriting the whole summary and getting a different part wrong, as
  regeneration on this schema does:
    1. the recorded first answer's content (key_moments only)
    2. everything, but participants lack background_details and
       next_steps is missing
    3. everything, but a background_info entry lacks "why" and a
       participant's age is a word

Token usage in the recorded responses is an estimate, four bytes of the
JSON sent or received per token, since the seed records none. With a real
provider the example prints the provider's counts.

Usage: python3 make_session.py > session.json
"""
import ast
import copy
import json
import math
import os
import sys

SEED = os.path.join(os.path.dirname(__file__), "../../../../shared/seeds/003_c178c1e24ee714a8.txt")


def extract():
    seed = open(SEED, encoding="utf-8").read()
    i = seed.index("[{'text': 'Here is a summary of the key points from the conversation:'")
    blocks = ast.literal_eval(seed[i:seed.index("\n", i)])
    i = seed.index("  TranscriptSummary (toolu_017FF4ZMezU4sv87aa8cLjRT)")
    section = seed[i:seed.index("而且它奏效了", i)]
    final = {}
    for line in section.split("\n"):
        if line.startswith("    ") and not line.startswith("     ") and ": " in line:
            k, v = line[4:].split(": ", 1)
            final[k] = ast.literal_eval(v) if v else ""
        elif line.rstrip() == "    overall_summary:":
            final["overall_summary"] = ""
    k = seed.index("transcript = [")
    transcript = ast.literal_eval(seed[k + len("transcript = "):seed.index("]\n\nformatted", k) + 1])
    return blocks, final, transcript


def tokens(obj):
    return math.ceil(len(json.dumps(obj, separators=(",", ":"))) / 4)


def main():
    blocks, final, transcript = extract()
    first = blocks[1]["input"]
    order = ["metadata", "participants", "key_moments", "insightful_quotes", "overall_summary", "next_steps", "other_stuff"]
    final = {k: final[k] for k in order}
    prompt = "\n".join(f"{who}: {what}" for who, what in transcript)
    base_in = tokens(prompt) + 900  # conversation plus the tool's schema

    a2 = copy.deepcopy(final)
    for p in a2["participants"]:
        del p["background_details"]
    del a2["next_steps"]
    a3 = copy.deepcopy(final)
    del a3["key_moments"][0]["background_info"][1]["why"]
    a3["participants"][1]["age"] = "thirties"

    missing = [k for k in order if k not in first]
    patches = [{"op": "add", "path": "/" + k, "value": final[k]} for k in missing]
    edits = [{"error": f"/{k}: required: missing property", "fix": f"add /{k}"} for k in missing]
    patch_args = {"tool_call_id": blocks[1]["id"], "planned_edits": edits, "patches": patches}

    session = {
        "about": __doc__.split("\n\n")[0],
        "system": "Respond directly using the TranscriptSummary function.",
        "user": "Extract the summary from the following conversation:\n\n<convo>\n" + prompt + "\n</convo>",
        "regenerate": {
            "wire": "openai",
            "model": "gpt-3.5-turbo-0125",
            "replies": [
                {"call_id": "call_KfjZ3m1uTT0b8sVx2nR1", "arguments": first, "usage": {"input": base_in, "output": tokens(first)}},
                {"call_id": "call_Pq7WnL0cH2dYb4eQ9sA2", "arguments": a2, "usage": {"input": base_in + tokens(first) + 350, "output": tokens(a2)}},
                {"call_id": "call_Z3xVb8KmN5rT1uYo6wE3", "arguments": a3, "usage": {"input": base_in + tokens(a2) + 300, "output": tokens(a3)}},
            ],
        },
        "jsonpatch": {
            "wire": "anthropic",
            "model": "claude-3-haiku-20240307",
            "replies": [
                {"text": blocks[0]["text"], "call_id": blocks[1]["id"], "name": "TranscriptSummary", "arguments": first,
                 "usage": {"input": base_in, "output": tokens(first) + tokens(blocks[0]["text"])}},
                {"call_id": "toolu_017FF4ZMezU4sv87aa8cLjRT", "name": "PatchFunctionParameters", "arguments": patch_args,
                 "usage": {"input": base_in + tokens(first) + 1400, "output": tokens(patch_args)}},
            ],
        },
        "final": final,
    }
    json.dump(session, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
