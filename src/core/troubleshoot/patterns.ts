/**
 * The built-in troubleshooting pattern library: known failures with a plain-words title,
 * why they happen and how to fix them. Pure data, split by ecosystem group into
 * `patterns-*.ts`; `diagnose.ts` holds the logic.
 *
 * Conventions every pattern follows (the tests enforce them):
 * - `match` regexes are tested against each trimmed input line separately, so `^`/`$`
 *   anchor to a line; they carry no `g`/`y` flag (`test` must be stateless) and stay linear
 *   (no nested quantifiers over overlapping classes).
 * - Every regex is a strong signal: it must not fire on another ecosystem's errors, so a
 *   generic message shared by several tools is qualified (e.g. by port or path).
 * - `example` is a realistic excerpt that this pattern, and no pattern of another
 *   ecosystem, matches; `diagnose(example)` ranks this pattern first.
 */
import { CI_PATTERNS } from './patterns-ci.js';
import { DATABASE_PATTERNS } from './patterns-database.js';
import { DOCKER_GIT_PATTERNS } from './patterns-docker-git.js';
import { GO_RUST_PATTERNS } from './patterns-go-rust.js';
import { JAVA_PATTERNS } from './patterns-java.js';
import { NETWORK_PATTERNS } from './patterns-network.js';
import { NODE_PATTERNS } from './patterns-node.js';
import { PYTHON_PATTERNS } from './patterns-python.js';
import { WEB_PATTERNS } from './patterns-web.js';
import { TYPESCRIPT_PATTERNS } from './patterns-typescript.js';
import { NODE_MORE_PATTERNS, NPM_MORE_PATTERNS } from './patterns-node-more.js';
import { PYTHON_MORE_PATTERNS } from './patterns-python-more.js';
import { BUILD_PATTERNS, CPP_PATTERNS, MEMCHECK_PATTERNS } from './patterns-cpp-build.js';
import { CLOUD_PATTERNS, KUBERNETES_PATTERNS, NGINX_PATTERNS, SHELL_PATTERNS, TERRAFORM_PATTERNS } from './patterns-shell-infra.js';
import { LINT_PATTERNS, SECURITY_PATTERNS, TESTING_PATTERNS } from './patterns-quality.js';
import {
  CI_MORE_PATTERNS, DATABASE_MORE_PATTERNS, DOCKER_MORE_PATTERNS, DOTNET_PATTERNS, FRONTEND_MORE_PATTERNS,
  GIT_MORE_PATTERNS, NETWORK_MORE_PATTERNS, PHP_PATTERNS, RUBY_PATTERNS,
} from './patterns-misc-more.js';
import {
  EXTRA_DATABASE_PATTERNS, EXTRA_KUBERNETES_PATTERNS, EXTRA_LINT_PATTERNS, EXTRA_PYTHON_PATTERNS, EXTRA_TESTING_PATTERNS,
  EXTRA_TYPESCRIPT_PATTERNS,
} from './patterns-extra.js';
import {
  TOOLS_MORE_DATABASE_PATTERNS, TOOLS_MORE_FRONTEND_PATTERNS, TOOLS_MORE_NODE_PATTERNS, TOOLS_MORE_LINT_PATTERNS, TOOLS_MORE_NGINX_PATTERNS, TOOLS_MORE_NPM_PATTERNS,
  TOOLS_MORE_PYTHON_PATTERNS, TOOLS_MORE_TESTING_PATTERNS, TOOLS_MORE_CHECKS_PATTERNS,
} from './patterns-tools-more.js';
import type { TroublePattern } from './types.js';
import { GO_MORE_PATTERNS, JAVA_MORE_PATTERNS, RUST_MORE_PATTERNS } from './patterns-compiled-more.js';

export const PATTERNS: readonly TroublePattern[] = [
  ...NODE_PATTERNS,
  ...WEB_PATTERNS,
  ...PYTHON_PATTERNS,
  ...JAVA_PATTERNS,
  ...GO_RUST_PATTERNS,
  ...DOCKER_GIT_PATTERNS,
  ...DATABASE_PATTERNS,
  ...NETWORK_PATTERNS,
  ...CI_PATTERNS,
  ...TYPESCRIPT_PATTERNS,
  ...NODE_MORE_PATTERNS,
  ...NPM_MORE_PATTERNS,
  ...PYTHON_MORE_PATTERNS,
  ...CPP_PATTERNS,
  ...MEMCHECK_PATTERNS,
  ...BUILD_PATTERNS,
  ...RUST_MORE_PATTERNS,
  ...GO_MORE_PATTERNS,
  ...JAVA_MORE_PATTERNS,
  ...SHELL_PATTERNS,
  ...KUBERNETES_PATTERNS,
  ...TERRAFORM_PATTERNS,
  ...NGINX_PATTERNS,
  ...CLOUD_PATTERNS,
  ...TESTING_PATTERNS,
  ...LINT_PATTERNS,
  ...SECURITY_PATTERNS,
  ...DATABASE_MORE_PATTERNS,
  ...DOCKER_MORE_PATTERNS,
  ...GIT_MORE_PATTERNS,
  ...FRONTEND_MORE_PATTERNS,
  ...NETWORK_MORE_PATTERNS,
  ...CI_MORE_PATTERNS,
  ...RUBY_PATTERNS,
  ...PHP_PATTERNS,
  ...DOTNET_PATTERNS,
  ...EXTRA_DATABASE_PATTERNS,
  ...EXTRA_KUBERNETES_PATTERNS,
  ...EXTRA_PYTHON_PATTERNS,
  ...EXTRA_TYPESCRIPT_PATTERNS,
  ...EXTRA_TESTING_PATTERNS,
  ...EXTRA_LINT_PATTERNS,
  ...TOOLS_MORE_NODE_PATTERNS,
  ...TOOLS_MORE_TESTING_PATTERNS,
  ...TOOLS_MORE_PYTHON_PATTERNS,
  ...TOOLS_MORE_FRONTEND_PATTERNS,
  ...TOOLS_MORE_LINT_PATTERNS,
  ...TOOLS_MORE_NPM_PATTERNS,
  ...TOOLS_MORE_NGINX_PATTERNS,
  ...TOOLS_MORE_DATABASE_PATTERNS,
  ...TOOLS_MORE_CHECKS_PATTERNS,
];
