/** Docker and git patterns. See patterns.ts. */
import type { TroublePattern } from './types.js';

const DOCKER: TroublePattern[] = [
  {
    id: 'docker.daemon-not-running',
    ecosystem: 'docker',
    errorType: null,
    title: 'Docker daemon is not running',
    explanation: 'The docker CLI cannot reach the engine: Docker Desktop is not started, the docker service is stopped (Linux), or DOCKER_HOST/the current context points to a socket that does not exist.',
    fix: 'Start Docker Desktop (macOS/Windows) or the service (`sudo systemctl start docker`); check `docker context ls` and unset a stale `DOCKER_HOST`; with Colima/Podman start the VM (`colima start`).',
    match: [/Cannot connect to the Docker daemon at \S+\. Is the docker daemon running\?/, /error during connect: .{0,200}docker daemon is not running/, /open \/\/\.\/pipe\/docker\w*: The system cannot find the file specified/],
    keywords: ['docker daemon not running', 'cannot connect to docker', 'start docker desktop', 'docker service stopped', 'docker context'],
    example: `$ docker compose up -d
Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?`,
  },
  {
    id: 'docker.no-space-left',
    ecosystem: 'docker',
    errorType: null,
    title: 'Docker ran out of disk space',
    explanation: 'Docker\'s storage (/var/lib/docker or the Docker Desktop VM disk) is full of old images, stopped containers, build cache and volumes.',
    fix: 'See usage with `docker system df`, then reclaim: `docker system prune` (add `-a` for unused images, `--volumes` only if volumes are disposable) and `docker builder prune`. Increase the Docker Desktop disk size if needed.',
    match: [/(?:docker|overlay2|containerd|failed to (?:solve|register layer|copy files)|Error response from daemon).{0,400}no space left on device/i],
    keywords: ['no space left on device docker', 'docker disk full', 'docker system prune', 'build cache', 'docker desktop disk'],
    example: `ERROR: failed to solve: failed to register layer: write /var/lib/docker/overlay2/4f2a1c9e7b/diff/usr/lib/x86_64-linux-gnu/libLLVM-15.so.1: no space left on device`,
  },
  {
    id: 'docker.port-already-allocated',
    ecosystem: 'docker',
    errorType: null,
    title: 'Docker: host port already allocated',
    explanation: 'The host port in `-p host:container` (or compose `ports:`) is already used by another container or a local process (e.g. a local PostgreSQL on 5432).',
    fix: 'Find the user: `docker ps --filter publish=5432` and `lsof -i :5432`; stop it, or map another host port (`-p 5433:5432`, compose `"5433:5432"`).',
    match: [/Bind for \S+ failed: port is already allocated/, /Ports are not available: exposing port/, /Error starting userland proxy: listen tcp\d? \S+: bind: address already in use/],
    keywords: ['port is already allocated', 'docker port conflict', 'bind address already in use docker', 'change host port mapping'],
    example: `Error response from daemon: driver failed programming external connectivity on endpoint shop-db-1 (a1b2c3d4e5f60718293a4b5c6d7e8f90): Bind for 0.0.0.0:5432 failed: port is already allocated`,
  },
  {
    id: 'docker.exec-format-error',
    ecosystem: 'docker',
    errorType: null,
    title: 'Image built for another CPU architecture (exec format error)',
    explanation: 'The container\'s binaries are for another architecture (arm64 image on amd64 or the reverse, e.g. built on an Apple Silicon Mac and run on a Linux server), or an entrypoint script lacks its `#!/bin/sh` line / has Windows line endings.',
    fix: 'Build for the target platform: `docker buildx build --platform linux/amd64 ...` (or multi-arch `linux/amd64,linux/arm64`), set `platform:` in compose, and check scripts start with a shebang and LF line endings.',
    match: [/\bexec format error\b/, /The requested image's platform \([^)]+\) does not match the detected host platform/],
    keywords: ['exec format error', 'wrong architecture image', 'arm64 amd64 platform', 'buildx platform', 'apple silicon docker'],
    example: `WARNING: The requested image's platform (linux/arm64/v8) does not match the detected host platform (linux/amd64/v3) and no specific platform was requested
exec /usr/local/bin/docker-entrypoint.sh: exec format error`,
  },
  {
    id: 'docker.copy-failed',
    ecosystem: 'docker',
    errorType: null,
    title: 'Dockerfile COPY: file not found in build context',
    explanation: 'COPY/ADD paths are relative to the build context, not the Dockerfile: the file is outside the context, excluded by .dockerignore, not generated yet (dist/ not built), or the path/case is wrong.',
    fix: 'Run the build from the right directory (`docker build -f docker/Dockerfile .`), check .dockerignore, build artifacts inside the Dockerfile (multi-stage) or before `docker build`, and fix the path in COPY.',
    match: [/COPY failed: (?:file not found in build context|stat \S+: file does not exist|forbidden path outside the build context)/, /failed to compute cache key: failed to calculate checksum of ref \S+ "[^"]+": not found/],
    keywords: ['copy failed file not found', 'docker build context', 'dockerignore excluded', 'failed to compute cache key'],
    example: `=> ERROR [4/6] COPY package.json pnpm-lock.yaml ./
------
 > [4/6] COPY package.json pnpm-lock.yaml ./:
------
ERROR: failed to solve: failed to compute cache key: failed to calculate checksum of ref 9f1c3d2e-7a6b-4c5d-8e9f-0a1b2c3d4e5f::q2w3e4r5t6y7: "/pnpm-lock.yaml": not found`,
  },
  {
    id: 'docker.socket-permission-denied',
    ecosystem: 'docker',
    errorType: null,
    title: 'Permission denied on the Docker socket',
    explanation: 'Your user may not access /var/run/docker.sock: it is not in the `docker` group (Linux), or the group change has not taken effect in this session.',
    fix: '`sudo usermod -aG docker $USER`, then log out and back in (or `newgrp docker`). Consider rootless Docker. Avoid `chmod 666` on the socket: group membership is root-equivalent anyway, so grant it deliberately.',
    match: [/permission denied while trying to connect to the Docker daemon socket/, /dial unix \/var\/run\/docker\.sock: connect: permission denied/],
    keywords: ['docker permission denied', 'docker sock permission', 'add user to docker group', 'usermod docker'],
    example: `permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get "http://%2Fvar%2Frun%2Fdocker.sock/v1.24/containers/json": dial unix /var/run/docker.sock: connect: permission denied`,
  },
  {
    id: 'docker.image-pull-denied',
    ecosystem: 'docker',
    errorType: null,
    title: 'Docker image not found or access denied',
    explanation: 'The image name/tag does not exist, is private and you are not logged in to that registry, or the tag has no build for your platform.',
    fix: 'Check the name and tag on the registry; `docker login <registry>` for private images (and in CI); use a tag that exists for your platform (`docker manifest inspect <image>:<tag>`).',
    match: [/pull access denied for \S+, repository does not exist or may require 'docker login'/, /manifest for \S+ not found: manifest unknown/, /no matching manifest for \S+ in the manifest list entries/],
    keywords: ['pull access denied', 'manifest unknown', 'docker login', 'image tag not found', 'private registry'],
    example: `Unable to find image 'acme/api-gateway:latest' locally
docker: Error response from daemon: pull access denied for acme/api-gateway, repository does not exist or may require 'docker login': denied: requested access to the resource is denied.`,
  },
];

const GIT: TroublePattern[] = [
  {
    id: 'git.non-fast-forward',
    ecosystem: 'git',
    errorType: null,
    title: 'Push rejected: remote has commits you do not have',
    explanation: 'The remote branch moved ahead (someone else pushed, or you pushed from another machine/amended), so your push would discard those commits.',
    fix: 'Integrate first: `git pull --rebase origin <branch>` (resolve conflicts, `git rebase --continue`), then push. Use `git push --force-with-lease` only for your own rewritten branch, never a shared one.',
    match: [/! \[rejected\]\s+\S+ -> \S+ \((?:non-fast-forward|fetch first)\)/, /Updates were rejected because the (?:tip of your current branch is behind|remote contains work that you do)/],
    keywords: ['push rejected', 'non fast forward', 'fetch first', 'pull before push', 'force with lease'],
    example: `To github.com:acme/shop.git
 ! [rejected]        main -> main (fetch first)
error: failed to push some refs to 'github.com:acme/shop.git'
hint: Updates were rejected because the remote contains work that you do not
hint: have locally. This is usually caused by another repository pushing`,
  },
  {
    id: 'git.merge-conflict',
    ecosystem: 'git',
    errorType: null,
    title: 'Merge conflict',
    explanation: 'Both sides changed the same lines (or one side deleted/renamed a file the other changed), so git stopped the merge/rebase/cherry-pick for you to decide.',
    fix: 'List files with `git status`, edit the `<<<<<<< ======= >>>>>>>` sections (or `git mergetool`), `git add` each resolved file, then `git commit` (merge) or `git rebase --continue`. To back out: `git merge --abort` / `git rebase --abort`. For lockfiles, regenerate them instead of hand-merging.',
    match: [/^CONFLICT \([\w\/ -]+\): /, /Automatic merge failed; fix conflicts and then commit the result/, /^error: could not apply [0-9a-f]+\.\.\./],
    keywords: ['merge conflict', 'resolve conflicts', 'automatic merge failed', 'rebase conflict', 'conflict markers'],
    example: `Auto-merging src/api/routes.ts
CONFLICT (content): Merge conflict in src/api/routes.ts
Automatic merge failed; fix conflicts and then commit the result.`,
  },
  {
    id: 'git.detached-head',
    ecosystem: 'git',
    errorType: null,
    title: 'Detached HEAD (not on a branch)',
    explanation: 'A commit, tag or remote branch was checked out directly (also what CI checkouts do), so new commits belong to no branch and pushing without a refspec fails.',
    fix: 'Create a branch where you are: `git switch -c my-fix` (keeps your commits), or go back with `git switch main`. Push explicitly with `git push origin HEAD:<branch>`. Lost commits can be found with `git reflog`.',
    match: [/You are in 'detached HEAD' state/, /\bHEAD detached (?:at|from) \S+/, /fatal: You are not currently on a branch/],
    keywords: ['detached head', 'not on a branch', 'git switch create branch', 'reflog lost commits'],
    example: `Note: switching to 'a1b2c3d'.

You are in 'detached HEAD' state. You can look around, make experimental
changes and commit them, and you can discard any commits you make in this
state without impacting any branches by switching back to a branch.`,
  },
  {
    id: 'git.not-a-repository',
    ecosystem: 'git',
    errorType: null,
    title: 'Not a git repository',
    explanation: 'The command runs outside a git working tree (wrong directory, a CI step before checkout, a Docker build without .git), or the .git directory/worktree link is broken.',
    fix: '`cd` into the repository (check `git rev-parse --show-toplevel`), run `git init` for a new project, add the checkout step in CI, or do not rely on git inside Docker builds (pass the commit as a build arg).',
    match: [/(?:fatal|error): not a git repository \(or any of the parent directories\): \.git/, /(?:fatal|error): not a git repository: /],
    keywords: ['not a git repository', 'wrong directory git', 'git init', 'missing .git folder'],
    example: `$ git status
fatal: not a git repository (or any of the parent directories): .git`,
  },
  {
    id: 'git.dubious-ownership',
    ecosystem: 'git',
    errorType: null,
    title: 'Git refuses a repository owned by another user (dubious ownership)',
    explanation: 'Since git 2.35.2 git refuses repositories owned by a different user (a mounted volume in Docker/CI, a checkout made with sudo, a folder on another Windows account).',
    fix: 'Mark it safe: `git config --global --add safe.directory /workspace/app` (in CI/containers, or `\'*\'` for throwaway environments), or fix ownership (`sudo chown -R $(id -u):$(id -g) /workspace/app`).',
    match: [/detected dubious ownership in repository at '[^']+'/, /git config --global --add safe\.directory /],
    keywords: ['dubious ownership', 'safe directory', 'repository owned by another user', 'git in docker volume'],
    example: `fatal: detected dubious ownership in repository at '/workspace/app'
To add an exception for this directory, call:

\tgit config --global --add safe.directory /workspace/app`,
  },
  {
    id: 'git.large-file',
    ecosystem: 'git',
    errorType: null,
    title: 'Push rejected: file exceeds GitHub\'s size limit',
    explanation: 'A commit in the push contains a file over 100 MB (GitHub\'s hard limit); deleting it in a later commit does not help because it is still in history.',
    fix: 'Remove it from history: for the last commit `git rm --cached <file> && git commit --amend`; otherwise `git filter-repo --path <file> --invert-paths` (or BFG). Track big files with Git LFS (`git lfs track "*.bin"`) or keep them out of git (.gitignore).',
    match: [/GH001: Large files detected/, /this exceeds GitHub's file size limit of [\d.]+ MB/],
    keywords: ['large files detected', 'file exceeds size limit', 'git lfs', 'remove file from history', 'filter-repo'],
    example: `remote: error: Trace: 8d1f2c3b4a5e6f708192a3b4c5d6e7f8
remote: error: See https://gh.io/lfs for more information.
remote: error: File models/weights.bin is 248.31 MB; this exceeds GitHub's file size limit of 100.00 MB
remote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com.
 ! [remote rejected] main -> main (pre-receive hook declined)`,
  },
  {
    id: 'git.authentication-failed',
    ecosystem: 'git',
    errorType: null,
    title: 'Git authentication failed (HTTPS credentials)',
    explanation: 'The remote rejected the HTTPS credentials: GitHub and others no longer accept account passwords, the token expired or lacks scopes/repo access, or a stale credential is cached.',
    fix: 'Use a personal access token (with `repo` scope) or `gh auth login` as credential helper, or switch the remote to SSH (`git remote set-url origin git@github.com:org/repo.git`). Clear a stale cached credential (macOS Keychain / Windows Credential Manager, `git credential reject`).',
    match: [/fatal: Authentication failed for '[^']+'/, /remote: Invalid username or password/, /remote: Support for password authentication was removed/, /fatal: could not read Username for '[^']+': terminal prompts disabled/, /remote: Permission to \S+ denied to \S+/],
    keywords: ['authentication failed git', 'personal access token', 'password authentication removed', 'git credentials', 'permission denied to user'],
    example: `remote: Support for password authentication was removed on August 13, 2021.
remote: Please see https://docs.github.com/get-started/getting-started-with-git/about-remote-repositories#cloning-with-https-urls for information on currently recommended modes of authentication.
fatal: Authentication failed for 'https://github.com/acme/shop.git/'`,
  },
  {
    id: 'git.local-changes-overwritten',
    ecosystem: 'git',
    errorType: null,
    title: 'Local changes would be overwritten',
    explanation: 'Pull/merge/checkout would overwrite uncommitted changes (or untracked files) in your working tree, so git aborted without touching them.',
    fix: 'Commit them (`git commit -am wip`), stash them (`git stash`, then `git stash pop` after), or discard them (`git restore <file>`); move untracked files out of the way. Then retry the pull/checkout.',
    match: [/Your local changes to the following files would be overwritten by (?:merge|checkout)/, /The following untracked working tree files would be overwritten by (?:merge|checkout)/],
    keywords: ['local changes would be overwritten', 'stash changes', 'untracked files overwritten', 'commit or stash before merge'],
    example: `error: Your local changes to the following files would be overwritten by merge:
\tsrc/config.ts
Please commit your changes or stash them before you merge.
Aborting`,
  },
  {
    id: 'git.unrelated-histories',
    ecosystem: 'git',
    errorType: null,
    title: 'Refusing to merge unrelated histories',
    explanation: 'The two branches share no common commit, typically a local repo created with `git init` plus a README/licence commit on the remote.',
    fix: 'If combining them is intended: `git pull origin main --allow-unrelated-histories`, resolve conflicts, commit. Otherwise clone the remote and move your files into it.',
    match: [/fatal: refusing to merge unrelated histories/],
    keywords: ['unrelated histories', 'allow unrelated histories', 'git init remote readme'],
    example: `$ git pull origin main
From github.com:acme/site
 * branch            main       -> FETCH_HEAD
fatal: refusing to merge unrelated histories`,
  },
];

export const DOCKER_GIT_PATTERNS: readonly TroublePattern[] = [...DOCKER, ...GIT];
