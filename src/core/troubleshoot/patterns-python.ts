/** Python runtime and packaging patterns. See patterns.ts. */
import type { TroublePattern } from './types.js';

/** Python tools people run from a virtual environment. */
const VENV_TOOLS = 'python|pip|pytest|flask|uvicorn|gunicorn|django-admin|black|mypy|ruff|poetry|jupyter';

export const PYTHON_PATTERNS: readonly TroublePattern[] = [
  {
    id: 'python.module-not-found',
    ecosystem: 'python',
    errorType: 'ModuleNotFoundError',
    title: 'Python module not found',
    explanation: 'The import is not installed in the interpreter that runs the code: installed into another Python (system vs virtualenv vs conda), the venv is not active, the package name differs from the import name (python-dotenv → dotenv), or a local package is not on sys.path.',
    fix: 'Check which interpreter runs (`which python`, `python -c "import sys; print(sys.executable)"`), activate the project venv, and install with that interpreter: `python -m pip install <package>` (or `pip install -r requirements.txt`, `poetry install`, `uv sync`). Run local packages as modules (`python -m app.main`) from the project root.',
    match: [/ModuleNotFoundError: No module named '[^']+'/, /ImportError: No module named '?[\w.]+'?/],
    keywords: ['no module named', 'python import error', 'pip install missing package', 'wrong interpreter', 'module not installed'],
    example: `Traceback (most recent call last):
  File "/home/dev/etl/run.py", line 4, in <module>
    import pandas as pd
ModuleNotFoundError: No module named 'pandas'`,
  },
  {
    id: 'python.indentation-error',
    ecosystem: 'python',
    errorType: 'IndentationError',
    title: 'Python indentation error',
    explanation: 'Indentation is inconsistent: a block has no body, a line is indented deeper or shallower than its block, or tabs and spaces are mixed (often after pasting code).',
    fix: 'Re-indent the block with 4 spaces; convert tabs to spaces in the editor; add `pass` to an intentionally empty block. `python -m tabnanny file.py` reports mixed indentation, and a formatter (black, ruff format) fixes it for good.',
    match: [/IndentationError: (?:unexpected indent|expected an indented block|unindent does not match any outer indentation level)/, /TabError: inconsistent use of tabs and spaces in indentation/],
    keywords: ['indentation error', 'unexpected indent', 'tabs and spaces mixed', 'expected an indented block'],
    example: `  File "/home/dev/app/views.py", line 23
    return render(request, "index.html")
                                        ^
IndentationError: unindent does not match any outer indentation level`,
  },
  {
    id: 'python.externally-managed',
    ecosystem: 'python',
    errorType: null,
    title: 'pip refuses to install into the system Python (externally managed)',
    explanation: 'Recent Debian/Ubuntu, Fedora and Homebrew Pythons mark the system interpreter as managed by the OS (PEP 668), so `pip install` outside a virtual environment is blocked to protect OS packages.',
    fix: 'Create and use a virtual environment: `python3 -m venv .venv && source .venv/bin/activate && pip install <pkg>`. For command-line tools use `pipx install <tool>`. Use the OS package (`apt install python3-<pkg>`) for system-wide libraries; avoid `--break-system-packages`.',
    match: [/\berror: externally-managed-environment\b/, /This environment is externally managed/],
    keywords: ['externally managed environment', 'pip install blocked', 'pep 668', 'use virtualenv', 'pipx', 'break system packages'],
    example: `error: externally-managed-environment

× This environment is externally managed
╰─> To install Python packages system-wide, try apt install
    python3-xyz, where xyz is the package you are trying to
    install.`,
  },
  {
    id: 'python.ssl-certificate-verify',
    ecosystem: 'python',
    errorType: 'SSLCertVerificationError',
    title: 'Python SSL certificate verification failed',
    explanation: 'Python could not verify the server\'s certificate chain: the interpreter has no CA bundle (python.org macOS installs), or a corporate proxy/antivirus re-signs TLS traffic with its own root CA that Python does not trust.',
    fix: 'On macOS run "Install Certificates.command" of your Python version; `pip install --upgrade certifi`. Behind a corporate proxy, point Python at the corporate CA: `export REQUESTS_CA_BUNDLE=/path/corp-ca.pem SSL_CERT_FILE=/path/corp-ca.pem` or `pip config set global.cert /path/corp-ca.pem`. Do not disable verification in production.',
    match: [/\bCERTIFICATE_VERIFY_FAILED\b/, /\bSSLCertVerificationError\b/],
    keywords: ['ssl certificate verify failed python', 'unable to get local issuer certificate', 'certifi', 'requests ca bundle', 'corporate proxy certificate'],
    example: `Traceback (most recent call last):
  File "/usr/lib/python3.11/urllib/request.py", line 1348, in do_open
    h.request(req.get_method(), req.selector, req.data, headers,
ssl.SSLCertVerificationError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate (_ssl.c:1006)`,
  },
  {
    id: 'python.key-error',
    ecosystem: 'python',
    errorType: 'KeyError',
    title: 'Missing dictionary key (KeyError)',
    explanation: 'A dict (or pandas column/index) lookup used a key that is not present: unexpected input shape, different spelling or case, a missing env var via `os.environ[...]`, or data not loaded yet.',
    fix: 'Print the available keys (`print(d.keys())`, `df.columns`) at the failing line; use `d.get(key, default)` or `key in d` when absence is valid; validate input data; for environment variables use `os.environ.get("NAME")` and fail with a clear message.',
    match: [/^KeyError: /],
    keywords: ['keyerror', 'missing dictionary key', 'dict get default', 'pandas column not found', 'os environ key'],
    example: `Traceback (most recent call last):
  File "/home/dev/bot/handlers.py", line 57, in on_message
    user = sessions[msg.chat_id]
KeyError: 918273645`,
  },
  {
    id: 'python.nonetype',
    ecosystem: 'python',
    errorType: 'TypeError',
    title: 'Value is None where an object was expected',
    explanation: 'A variable is None and is then indexed, iterated, called or has an attribute read: a function without `return`, a lookup that found nothing (re.match, dict.get, BeautifulSoup.find, ORM .first()), or an in-place method result (list.sort() returns None).',
    fix: 'Find where the value was produced (the line above in the traceback) and handle the "not found" case: `if node is None: ...`, give defaults, and remember in-place methods return None (`items.sort()` then use `items`). Type hints with `Optional[...]` + mypy catch these early.',
    match: [/'NoneType' object is not (?:subscriptable|iterable|callable)/, /'NoneType' object has no attribute '[^']+'/],
    keywords: ['nonetype object is not subscriptable', 'none has no attribute', 'function returned none', 'null value python', 'optional'],
    example: `Traceback (most recent call last):
  File "/home/dev/scraper/parse.py", line 19, in parse_price
    return float(node["data-price"])
TypeError: 'NoneType' object is not subscriptable`,
  },
  {
    id: 'python.recursion-error',
    ecosystem: 'python',
    errorType: 'RecursionError',
    title: 'Maximum recursion depth exceeded',
    explanation: 'A function recursed about 1000 levels deep: a missing or unreachable base case, a cycle in the data (parent pointers, self-referencing objects), or a property/`__getattr__` that calls itself.',
    fix: 'Check the repeated frame in the traceback and its base case; detect cycles with a `seen` set; rewrite deep recursion iteratively with an explicit stack. Raise `sys.setrecursionlimit` only when the depth is legitimately bounded.',
    match: [/RecursionError: maximum recursion depth exceeded/],
    keywords: ['maximum recursion depth exceeded', 'infinite recursion', 'base case', 'recursion limit'],
    example: `  File "/home/dev/tree/walk.py", line 12, in walk
    return walk(node.parent)
  [Previous line repeated 996 more times]
RecursionError: maximum recursion depth exceeded`,
  },
  {
    id: 'python.venv-not-activated',
    ecosystem: 'python',
    errorType: null,
    title: 'Python tool not found (virtual environment not activated)',
    explanation: 'The command is installed inside the project\'s virtual environment (or not at all), but the shell has not activated it, so it is not on PATH; or the venv path is wrong.',
    fix: 'Activate the environment: `source .venv/bin/activate` (macOS/Linux) or `.venv\\Scripts\\activate` (Windows), or run through it without activating: `.venv/bin/pytest`, `python -m pytest`, `poetry run pytest`, `uv run pytest`. Create it first if missing: `python3 -m venv .venv && pip install -r requirements.txt`.',
    match: [
      new RegExp(`command not found: (?:${VENV_TOOLS})[\\d.]*$`),
      new RegExp(`^(?:-?bash|sh|zsh)(?:: line \\d+)?: (?:${VENV_TOOLS})[\\d.]*: (?:command )?not found$`),
      new RegExp(`^'(?:${VENV_TOOLS})[\\d.]*' is not recognized as an internal or external command`),
      new RegExp(`The term '(?:${VENV_TOOLS})[\\d.]*' is not recognized as (?:the )?name of a cmdlet`),
      /\b\.?venv\/bin\/activate: No such file or directory/,
    ],
    keywords: ['virtualenv not activated', 'venv activate', 'command not found pytest', 'python command not found', 'is not recognized as an internal or external command'],
    example: `$ pytest -q
zsh: command not found: pytest`,
  },
  {
    id: 'python.cannot-import-name',
    ecosystem: 'python',
    errorType: 'ImportError',
    title: 'Cannot import name (circular import or removed API)',
    explanation: 'The module was found but does not (yet) define the name: two modules import each other at top level (circular import — "partially initialized module"), or the installed library version removed/renamed it.',
    fix: 'For circular imports move the shared object into a third module, import inside the function that needs it, or import the module instead of the name (`import app` then `app.db`). For removed APIs pin a compatible version (`pip install "markupsafe<2.1"`) or upgrade the code calling it.',
    match: [/ImportError: cannot import name '[^']+' from (?:partially initialized module )?'[^']+'/],
    keywords: ['cannot import name', 'circular import', 'partially initialized module', 'removed api version'],
    example: `Traceback (most recent call last):
  File "/home/dev/shop/app.py", line 1, in <module>
    from models import Order
  File "/home/dev/shop/models.py", line 3, in <module>
    from app import db
ImportError: cannot import name 'db' from partially initialized module 'app' (most likely due to a circular import) (/home/dev/shop/app.py)`,
  },
  {
    id: 'python.unicode-decode-error',
    ecosystem: 'python',
    errorType: 'UnicodeDecodeError',
    title: 'File is not in the expected text encoding',
    explanation: 'Python decoded bytes with the wrong codec: the platform default (cp1252 on Windows, utf-8 elsewhere) was used for a file in another encoding (Latin-1/cp1252 CSV exports, UTF-16, or a binary file).',
    fix: 'Open files with an explicit encoding: `open(path, encoding="utf-8")`, or the real one (`"cp1252"`, `"latin-1"`, `"utf-8-sig"` for BOM). Detect it with `file -i export.csv` or charset-normalizer; for pandas pass `encoding=` to read_csv. Open binary files with "rb".',
    match: [/UnicodeDecodeError: '[\w-]+' codec can't decode byte 0x[0-9a-f]{2} in position \d+/],
    keywords: ['unicode decode error', 'utf-8 codec cant decode', 'file encoding', 'open encoding utf-8', 'csv encoding'],
    example: `Traceback (most recent call last):
  File "/home/dev/etl/load.py", line 9, in <module>
    for row in csv.reader(open("export.csv")):
UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1432: invalid continuation byte`,
  },
  {
    id: 'python.module-has-no-attribute',
    ecosystem: 'python',
    errorType: 'AttributeError',
    title: 'Module has no attribute (shadowed module or removed API)',
    explanation: 'A local file or folder has the same name as a library (random.py, requests.py, numpy/) and is imported instead of it, or the installed library version removed the attribute (e.g. `np.float` removed in NumPy 1.24).',
    fix: 'Rename the local file that shadows the library (and delete its __pycache__); check `print(module.__file__)`. For removed APIs use the replacement (`float` instead of `np.float`) or pin the older version.',
    match: [/AttributeError: (?:partially initialized )?module '[^']+' has no attribute '[^']+'/],
    keywords: ['module has no attribute', 'file shadows library', 'removed attribute numpy', 'name conflict module'],
    example: `Traceback (most recent call last):
  File "/home/dev/ml/train.py", line 14, in <module>
    weights = np.zeros(10, dtype=np.float)
AttributeError: module 'numpy' has no attribute 'float'.`,
  },
];
