"""Compares two renderings object by object: a Helm rendering and a kustomize build of the same values.

Ignores the namespace (kustomize sets it) and the managed-by label (Helm or kustomize). Prints what differs
and exits 1, or prints how many objects agree.
    python3 scripts/ci/compare-manifests.py helm.yaml kustomize.yaml
"""
import sys

import yaml


def objects(path):
    found = {}
    with open(path) as file:
        for doc in yaml.safe_load_all(file):
            if not doc or doc.get('kind') == 'Namespace':
                continue
            meta = doc.setdefault('metadata', {})
            meta.pop('namespace', None)
            template = ((doc.get('spec') or {}).get('template') or {}).get('metadata') or {}
            for labels in (meta.get('labels') or {}, template.get('labels') or {}):
                if labels.get('app.kubernetes.io/managed-by') in ('kustomize', 'Helm'):
                    del labels['app.kubernetes.io/managed-by']
            found[(doc['kind'], meta['name'])] = doc
    return found


helm, kustomize = objects(sys.argv[1]), objects(sys.argv[2])
problems = [f'only in the Helm rendering: {kind}/{name}' for kind, name in sorted(helm.keys() - kustomize.keys())]
problems += [f'only in the kustomize build: {kind}/{name}' for kind, name in sorted(kustomize.keys() - helm.keys())]
problems += [f'differs: {kind}/{name}' for kind, name in sorted(helm.keys() & kustomize.keys()) if helm[(kind, name)] != kustomize[(kind, name)]]
print('\n'.join(problems) or f'{len(helm)} objects agree')
sys.exit(1 if problems else 0)
