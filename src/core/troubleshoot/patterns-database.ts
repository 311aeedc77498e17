/** PostgreSQL, MySQL, Redis and SQLite patterns. See patterns.ts. */
import type { TroublePattern } from './types.js';

export const DATABASE_PATTERNS: readonly TroublePattern[] = [
  {
    id: 'database.pg-role-missing',
    ecosystem: 'database',
    errorType: '28000',
    title: 'PostgreSQL role (user) does not exist',
    explanation: 'The connecting user has no role in this PostgreSQL server. psql defaults to your OS user name; Docker images only create the POSTGRES_USER given at first initialization of the data volume.',
    fix: 'Connect as an existing role (`psql -U postgres`) and create it: `CREATE ROLE dev WITH LOGIN PASSWORD \'...\';` (plus `CREATEDB` if needed), or fix the user in the connection string. With Docker, env changes apply only to a fresh volume (`docker compose down -v`).',
    match: [/\brole "[^"]+" does not exist/],
    keywords: ['role does not exist', 'postgres user missing', 'create role', 'psql wrong user', 'postgres_user docker'],
    example: `psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: FATAL:  role "dev" does not exist`,
  },
  {
    id: 'database.pg-password-auth',
    ecosystem: 'database',
    errorType: '28P01',
    title: 'PostgreSQL password authentication failed',
    explanation: 'Wrong password for that user, the password was changed after the Docker volume was initialized (POSTGRES_PASSWORD only applies to a new volume), the app reads a different env file, or the password value is empty/not a string.',
    fix: 'Verify with `psql "postgresql://user:pass@host:5432/db"`; reset it (`ALTER USER app WITH PASSWORD \'...\';`) or recreate the dev volume; check the env variable is loaded (and URL-encode special characters in connection strings); check pg_hba.conf auth method.',
    match: [/password authentication failed for user "[^"]+"/, /SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string/],
    keywords: ['password authentication failed', 'postgres wrong password', 'pg_hba', 'postgres_password volume', 'database credentials'],
    example: `psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: FATAL:  password authentication failed for user "postgres"`,
  },
  {
    id: 'database.relation-missing',
    ecosystem: 'database',
    errorType: '42P01',
    title: 'Table does not exist (migrations not applied?)',
    explanation: 'The query names a table that is not in this database/schema: migrations were not run, the app points at another database or schema (search_path), or the name\'s case differs (unquoted names are lowercased in PostgreSQL).',
    fix: 'Run the migrations (`npx prisma migrate deploy`, `alembic upgrade head`, `rails db:migrate`, ...); check the connection string\'s database and schema; quote mixed-case names or use lowercase ones; in tests, migrate the test database first.',
    match: [/\brelation "[^"]+" does not exist/, /\bno such table: \S+/, /Table '[^']+' doesn't exist/, /The table `[^`]+` does not exist in the current database/],
    keywords: ['relation does not exist', 'table not found', 'run migrations', 'no such table', 'wrong database schema'],
    example: `ERROR:  relation "users" does not exist
LINE 1: SELECT id, email FROM users WHERE email = $1
                              ^`,
  },
  {
    id: 'database.too-many-connections',
    ecosystem: 'database',
    errorType: '53300',
    title: 'Database has too many connections',
    explanation: 'The server\'s max_connections is exhausted: each app instance/serverless function/test worker opens its own pool, connections leak (not released), or pool sizes are too large.',
    fix: 'Release connections (finally/`client.release()`), share one pool per process, lower pool size, put PgBouncer (or the provider\'s pooler) in front for serverless, and check `SELECT count(*), state FROM pg_stat_activity GROUP BY state;` for leaks.',
    match: [/sorry, too many clients already/, /remaining connection slots are reserved/, /\bER_CON_COUNT_ERROR\b|^ERROR 1040 .*Too many connections/],
    keywords: ['too many connections', 'too many clients', 'connection pool exhausted', 'pgbouncer', 'connection leak'],
    example: `error: sorry, too many clients already
    at Parser.parseErrorMessage (/home/dev/api/node_modules/pg-protocol/dist/parser.js:283:98) {
  length: 85,
  severity: 'FATAL',
  code: '53300',
  routine: 'InitProcess'
}`,
  },
  {
    id: 'database.pg-connection-refused',
    ecosystem: 'database',
    errorType: null,
    title: 'PostgreSQL is not reachable (connection refused on 5432)',
    explanation: 'Nothing accepts connections on the PostgreSQL host/port: the server or container is not running (or still starting), it listens only on localhost/a socket (listen_addresses), the port is not published, or the app uses `localhost` inside a container instead of the service name.',
    fix: 'Start it (`docker compose up -d db`, `brew services start postgresql`, `sudo systemctl start postgresql`) and check `pg_isready -h localhost -p 5432`; publish `5432:5432`; inside compose connect to the service name (`db:5432`); wait for readiness (healthcheck) before migrating.',
    match: [/port 5432 failed: Connection refused/, /\bconnect ECONNREFUSED \S*:5432\b/, /Is the server running (?:on that host|on host "[^"]+"|locally) and accepting/],
    keywords: ['postgres connection refused', 'database not running', 'pg_isready', 'port 5432', 'docker compose database host'],
    example: `psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused
\tIs the server running on that host and accepting TCP/IP connections?`,
  },
  {
    id: 'database.redis-noauth',
    ecosystem: 'database',
    errorType: null,
    title: 'Redis requires authentication (NOAUTH / WRONGPASS)',
    explanation: 'The Redis server has a password or ACL users (requirepass, managed Redis) and the client connected without credentials or with wrong ones.',
    fix: 'Put the password in the client URL (`redis://:password@host:6379/0` or `redis://user:password@...` for ACL users), or `AUTH` in redis-cli (`redis-cli -a <password>`); check the env variable is set in every environment.',
    match: [/NOAUTH Authentication required/, /WRONGPASS invalid username-password pair/],
    keywords: ['redis noauth', 'redis password', 'authentication required redis', 'wrongpass', 'redis url credentials'],
    example: `ReplyError: NOAUTH Authentication required.
    at parseError (/home/dev/queue/node_modules/redis-parser/lib/parser.js:179:12)`,
  },
  {
    id: 'database.redis-connection-refused',
    ecosystem: 'database',
    errorType: null,
    title: 'Redis is not reachable (connection refused on 6379)',
    explanation: 'No Redis server accepts connections at that address: it is not running, bound to another interface, not published from Docker, or the app uses localhost inside a container instead of the service name.',
    fix: 'Start it (`docker run -d -p 6379:6379 redis:7`, `brew services start redis`, `sudo systemctl start redis-server`), check with `redis-cli -h <host> ping`, and use the compose service name (`redis://redis:6379`) from other containers.',
    match: [/Could not connect to Redis at \S+: Connection refused/, /\bconnect ECONNREFUSED \S*:6379\b/, /Error \d+ connecting to \S+:6379\. Connection refused/],
    keywords: ['redis connection refused', 'redis not running', 'port 6379', 'redis-cli ping'],
    example: `$ redis-cli ping
Could not connect to Redis at 127.0.0.1:6379: Connection refused`,
  },
  {
    id: 'database.sqlite-locked',
    ecosystem: 'database',
    errorType: 'SQLITE_BUSY',
    title: 'SQLite database is locked',
    explanation: 'Another connection holds a write lock: concurrent writers (several processes or workers), a long transaction or open cursor, or a connection left open by a crashed process/another tool (DB browser).',
    fix: 'Enable WAL (`PRAGMA journal_mode=WAL`) and a busy timeout (`PRAGMA busy_timeout=5000`, or the driver\'s timeout option), keep write transactions short, use one writer connection, and close other tools holding the file.',
    match: [/\bSQLITE_BUSY\b/, /\bdatabase (?:table )?is locked\b/],
    keywords: ['database is locked', 'sqlite busy', 'busy timeout', 'wal mode', 'concurrent writes sqlite'],
    example: `SqliteError: database is locked
    at Database.exec (/home/dev/app/node_modules/better-sqlite3/lib/methods/wrappers.js:9:14) {
  code: 'SQLITE_BUSY'
}`,
  },
  {
    id: 'database.sqlite-cantopen',
    ecosystem: 'database',
    errorType: 'SQLITE_CANTOPEN',
    title: 'SQLite cannot open the database file',
    explanation: 'The file path is wrong (relative paths resolve from the process working directory), its directory does not exist, or the process cannot write the directory (SQLite needs it for journal/WAL files).',
    fix: 'Use an absolute path (or one built from the app directory), create the parent directory first (`mkdir -p data`), and make the directory writable by the app user (containers: mount a writable volume).',
    match: [/\bSQLITE_CANTOPEN\b/, /\bunable to open database file\b/],
    keywords: ['unable to open database file', 'sqlite cantopen', 'sqlite path', 'database directory missing'],
    example: `Error: SQLITE_CANTOPEN: unable to open database file
    at Database.<anonymous> (/home/dev/app/node_modules/sqlite3/lib/sqlite3.js:20:25) {
  errno: 14,
  code: 'SQLITE_CANTOPEN'
}`,
  },
  {
    id: 'database.unique-violation',
    ecosystem: 'database',
    errorType: '23505',
    title: 'Unique constraint violation (duplicate key)',
    explanation: 'An insert/update would create a second row with the same value in a unique column or primary key: a retried request, a race between two inserts, seed data run twice, or a sequence out of sync after a manual import.',
    fix: 'Decide the intended behaviour: upsert (`INSERT ... ON CONFLICT (email) DO UPDATE/NOTHING`), check existence in the same transaction, make retries idempotent. After bulk imports resync sequences (`SELECT setval(pg_get_serial_sequence(\'users\',\'id\'), max(id)) FROM users;`).',
    match: [/duplicate key value violates unique constraint "[^"]+"/, /UNIQUE constraint failed: [\w.]+/, /Duplicate entry '[^']*' for key '[^']+'/, /E11000 duplicate key error collection/],
    keywords: ['duplicate key', 'unique constraint failed', 'upsert on conflict', 'already exists', 'sequence out of sync'],
    example: `error: duplicate key value violates unique constraint "users_email_key"
  detail: 'Key (email)=(ana@example.com) already exists.',
  code: '23505',`,
  },
  {
    id: 'database.deadlock',
    ecosystem: 'database',
    errorType: '40P01',
    title: 'Database deadlock detected',
    explanation: 'Two transactions each hold a lock the other needs (typically updating the same rows in a different order), so the database aborted one of them.',
    fix: 'Retry the aborted transaction (deadlocks are expected under concurrency); lock/update rows in a consistent order (e.g. sorted by id); keep transactions short; use `SELECT ... FOR UPDATE` deliberately; add indexes so updates lock fewer rows.',
    match: [/\bdeadlock detected\b/, /Deadlock found when trying to get lock; try restarting transaction/, /\bER_LOCK_DEADLOCK\b/],
    keywords: ['deadlock detected', 'lock order', 'retry transaction', 'concurrent updates', 'select for update'],
    example: `ERROR:  deadlock detected
DETAIL:  Process 48213 waits for ShareLock on transaction 918273; blocked by process 48220.
Process 48220 waits for ShareLock on transaction 918271; blocked by process 48213.
HINT:  See server log for query details.`,
  },
  {
    id: 'database.mysql-access-denied',
    ecosystem: 'database',
    errorType: 'ER_ACCESS_DENIED_ERROR',
    title: 'MySQL access denied for user',
    explanation: 'MySQL rejected the user/password/host combination: wrong password, the user exists only for another host (`\'app\'@\'localhost\'` vs `\'app\'@\'%\'`), or root uses auth_socket on Ubuntu.',
    fix: 'Check credentials; create or grant the user for the connecting host: `CREATE USER \'app\'@\'%\' IDENTIFIED BY \'...\'; GRANT ALL ON app.* TO \'app\'@\'%\';`. On Ubuntu use `sudo mysql` for root or switch root to password auth. In Docker, MYSQL_* env vars apply only to a fresh volume.',
    match: [/Access denied for user '[^']*'@'[^']*'/, /\bER_ACCESS_DENIED_ERROR\b/],
    keywords: ['mysql access denied', 'access denied for user', 'mysql grant host', 'mysql wrong password'],
    example: `ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)`,
  },
  {
    id: 'database.odbc-connect',
    ecosystem: 'database',
    errorType: 'IM002',
    title: 'ODBC could not connect: the data source or its driver is not configured',
    explanation: 'unixODBC\'s driver manager found no data source (DSN) of that name in odbc.ini (the user\'s ~/.odbc.ini, the system /etc/odbc.ini or the file ODBCINI names), the DSN names a driver that is not registered in odbcinst.ini, or the driver library it points to cannot be loaded. isql prints only "Could not SQLConnect" unless run with -v.',
    fix: 'Run `isql -v <dsn> <user> <password>` for the driver manager\'s own message; list what is configured with `odbcinst -q -s` (data sources) and `odbcinst -q -d` (drivers) and `odbcinst -j` (which ini files are read); add the DSN to odbc.ini with a Driver= that odbcinst.ini defines, install the database\'s ODBC driver package, or connect with a full connection string instead of a DSN.',
    match: [/\bCould not SQLConnect\b/, /\bData source name not found(?:,? and no default driver specified)?/, /\[unixODBC\]\[Driver Manager\]Can't open lib\b/, /\[Driver Manager\]Data source name not found/],
    keywords: ['odbc data source not found', 'isql could not sqlconnect', 'odbc.ini dsn', 'odbcinst driver'],
    example: `[IM002][unixODBC][Driver Manager]Data source name not found and no default driver specified
[ISQL]ERROR: Could not SQLConnect`,
    variants: [
      `pyodbc.InterfaceError: ('IM002', '[IM002] [unixODBC][Driver Manager]Data source name not found and no default driver specified (0) (SQLDriverConnect)')`,
      `pyodbc.Error: ('01000', "[01000] [unixODBC][Driver Manager]Can't open lib 'ODBC Driver 18 for SQL Server' : file not found (0) (SQLDriverConnect)")`,
    ],
  },
];
