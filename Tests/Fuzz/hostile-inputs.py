#!/usr/bin/env python3
"""Writes the hostile documents BENCHMARKS.md's parser table measures, into the directory given.

    python3 Tests/Fuzz/hostile-inputs.py /tmp/hostile
    overshoot-benchmarks cores parse --file /tmp/hostile/ampersands.xml --runs 1
"""
import pathlib
import sys

out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
out.mkdir(parents=True, exist_ok=True)
head = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>Hostile'
        '</title><link>https://h.example/</link>\n')
tail = '</channel></rss>\n'
attributes = ' '.join(f'a{i}="v"' for i in range(100_000))
documents = {
    'attributes': f'<item {attributes}><guid>1</guid></item>',
    'ampersands': '<item><guid>1</guid><description>' + '& ' * 4_500_000 + '</description></item>',
    'entities': '<item><guid>1</guid><description>' + '&amp;&nbsp;&#233;' * 600_000
    + '</description></item>',
    'children': '<item><guid>1</guid>' + '<x>y</x>' * 1_000_000 + '</item>',
    'links': '<item><guid>1</guid>' + '<link>/a</link>' * 700_000 + '</item>',
    'bigtext': '<item><guid>1</guid><title>' + 'x' * 10_500_000 + '</title></item>',
    'deep': '<item><guid>1</guid><description>' + '<a>' * 120_000 + '</description></item>',
}
for name, body in documents.items():
    (out / f'{name}.xml').write_text(head + body + tail)
