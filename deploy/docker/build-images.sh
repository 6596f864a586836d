#!/usr/bin/env bash
# Builds the nine Mindprint images from deploy/docker/Dockerfile (BuildKit builds the shared `build`
# stage once). Run from anywhere; needs a Docker engine with buildx.
#
#   deploy/docker/build-images.sh                      # mindprint/<component>:dev
#   REGISTRY=registry.example.com/mindprint TAG=1.4.0 PUSH=1 deploy/docker/build-images.sh
#   deploy/docker/build-images.sh payment gateway      # only these
set -euo pipefail
cd "$(dirname "$0")/../.."
registry=${REGISTRY:-mindprint}
tag=${TAG:-dev}
revision=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
components=("$@")
[ ${#components[@]} -gt 0 ] || components=(exam order payment subscription user content notification gateway web)
for component in "${components[@]}"; do
  echo "== ${registry}/${component}:${tag}"
  docker build -f deploy/docker/Dockerfile \
    --build-arg COMPONENT="$component" --build-arg VERSION="$tag" --build-arg REVISION="$revision" \
    -t "${registry}/${component}:${tag}" .
  if [ "${PUSH:-0}" = 1 ]; then docker push "${registry}/${component}:${tag}"; fi
done
