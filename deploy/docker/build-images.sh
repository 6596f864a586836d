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
# The web build's id (build/latest.json): the commit, so the same commit rebuilt keeps it and running apps do not
# reload for nothing; a tree with uncommitted changes (or no git) gets a fresh id per build instead.
build_id=""
if [ "$revision" != unknown ] && git diff --quiet HEAD 2>/dev/null; then build_id=$(git rev-parse HEAD); fi
components=("$@")
[ ${#components[@]} -gt 0 ] || components=(exam order payment subscription user content notification gateway web)
for component in "${components[@]}"; do
  echo "== ${registry}/${component}:${tag}"
  docker build -f deploy/docker/Dockerfile \
    --build-arg COMPONENT="$component" --build-arg VERSION="$tag" --build-arg REVISION="$revision" --build-arg VITE_BUILD_ID="$build_id" \
    -t "${registry}/${component}:${tag}" .
  if [ "${PUSH:-0}" = 1 ]; then docker push "${registry}/${component}:${tag}"; fi
done
