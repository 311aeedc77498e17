// The twenty-eighth error set (corpus-twenty-eighth.jsonl): written after all tuning on the
// twenty-sixth and twenty-seventh sets' dev halves, and collected and measured on both halves
// before any change made for it. Families none of the twenty-seven sets has (each checked against
// the families and tools of all earlier corpora and grepped for in every earlier case file), from
// the libraries a Go, Java or Rust program pulls in, all of them Debian's packages used offline:
// Go modules under /usr/share/gocode built in GOPATH mode (cobra, testify, yaml.v3, uuid,
// BurntSushi's toml, logrus, lib/pq, the MySQL driver, gorilla/mux and websocket, Masterminds'
// semver, go-cmp, pkg/errors, redigo, sqlx, go-sqlite3, validator, golang-jwt, viper, urfave/cli,
// hashicorp's go-version, robfig's cron, chi, zap, pelletier's go-toml); Java libraries run with
// `java -cp` (Jackson, Gson, jsoup, SnakeYAML, Commons CSV, Codec, Text, Lang, IO, CLI and Math,
// picocli, JCommander, the PostgreSQL and MariaDB JDBC drivers, JUnit 4, Hamcrest, jopt-simple,
// org.json, Guava, Guice); Rust crates from Debian's registry (anyhow, thiserror, regex, toml,
// clap, url, semver, chrono, base64, hex, uuid, glob, csv); and, one or two lines each, the Go
// toolchain's `go tool` programs, cargo's lesser subcommands, the Java launcher's options and the
// JDK's lesser tools (jdeprscan, jfr, jinfo, jmap, jstat, serialver, jimage, jdb, jmod).
// Each `expect` was written from knowledge of the tool, without looking at the pattern library or
// the troubleshooter's code, before any output was collected, and tightened with `tight()`.

import { tight } from './cases-13.mjs';
import { c, NOFILE, OPTION, SYNTAX, REFUSED, CLOSED } from './cases-20.mjs';

// Go in GOPATH mode against Debian's packaged modules: no module proxy, no network.
const GOENV = 'GO111MODULE=off GOFLAGS= GOPATH=/usr/share/gocode';
const gor = (family, name, code, expect, args = '', extra = {}) => c(family, 'go', name, { 'main.go': code }, `${GOENV} go run main.go${args ? ` ${args}` : ''}`, expect, extra);
const gotest = (family, name, code, expect) => c(family, 'go', name, { 'a_test.go': code }, `${GOENV} go test`, expect);
const main = (imports, body) => `package main\n\nimport (\n${imports.map((i) => `\t"${i}"\n`).join('')})\n\nfunc main() {\n${body}}\n`;
const PQ = (dsn) => `\tdb, err := sql.Open("postgres", ${dsn})\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n`;
const PGDSN = (extra) => `"host=127.0.0.1 port=" + os.Getenv("PGPORT") + " user=postgres ${extra}"`;
const MYSQL = (dsn) => `\tdb, err := sql.Open("mysql", ${dsn})\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n`;

// Java's source-file launcher with Debian's jars on the class path.
const JARS = (names) => names.map((n) => `/usr/share/java/${n}.jar`).join(':');
const jv = (family, name, jars, code, expect, extra = {}) => c(family, 'java', name, { 'App.java': code }, `java -cp ${JARS(jars)} App.java`, expect, extra);
const japp = (imports, body, decls = '') => `${imports.map((i) => `import ${i};\n`).join('')}\npublic class App {\n${decls}  public static void main(String[] args) throws Exception {\n${body}  }\n}\n`;
const JACKSON = ['jackson-databind', 'jackson-core', 'jackson-annotations'];
const junit = (name, code, expect, family = 'junit4') => c(family, 'java', name, { 'AppTest.java': code }, `javac -cp ${JARS(['junit4', 'hamcrest-core'])} AppTest.java && java -cp ${JARS(['junit4', 'hamcrest-core'])}:. org.junit.runner.JUnitCore AppTest`, expect);

// Rust crates from Debian's registry, no network; one target folder keeps the crates built once.
const DEBREG = '[source.crates-io]\nreplace-with = "debian"\n[source.debian]\ndirectory = "/usr/share/cargo/registry"\n[net]\noffline = true\n';
const CARGO = '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n';
const crate = (family, name, deps, code, expect, args = '') => c(family, 'cargo', name, { '.cargo/config.toml': DEBREG, 'Cargo.toml': `${CARGO}\n[dependencies]\n${deps}`, 'src/main.rs': code }, `RUST_BACKTRACE=0 CARGO_TARGET_DIR=/tmp/errors28-cargo-target cargo run -q${args ? ` -- ${args}` : ''}`, expect);
const SERDE = 'serde = { version = "1", features = ["derive"] }\n';
const EMPTY_CRATE = { '.cargo/config.toml': DEBREG, 'Cargo.toml': CARGO, 'src/main.rs': 'fn main() {}\n' };

const COBRA = main(['fmt', 'os', 'github.com/spf13/cobra'], '\troot := &cobra.Command{Use: "app"}\n\tvar port int\n\tserve := &cobra.Command{Use: "serve", RunE: func(cmd *cobra.Command, args []string) error {\n\t\tfmt.Println("serving on", port)\n\t\treturn nil\n\t}}\n\tserve.Flags().IntVar(&port, "port", 0, "port to listen on")\n\tserve.MarkFlagRequired("port")\n\tgreet := &cobra.Command{Use: "greet NAME", Args: cobra.ExactArgs(1), Run: func(cmd *cobra.Command, args []string) {\n\t\tfmt.Println("hello", args[0])\n\t}}\n\troot.AddCommand(serve, greet)\n\tif err := root.Execute(); err != nil {\n\t\tos.Exit(1)\n\t}\n');
const URFAVE = main(['fmt', 'log', 'os', 'github.com/urfave/cli/v2'], '\tapp := &cli.App{\n\t\tName:  "app",\n\t\tFlags: []cli.Flag{&cli.IntFlag{Name: "port", Required: true}},\n\t\tAction: func(c *cli.Context) error {\n\t\t\tfmt.Println("port", c.Int("port"))\n\t\t\treturn nil\n\t\t},\n\t}\n\tif err := app.Run(os.Args); err != nil {\n\t\tlog.Fatal(err)\n\t}\n');
const JWT_MAKE = (exp, key) => `\ttok := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"sub": "ann", "exp": time.Now().Add(${exp}).Unix()})\n\ts, err := tok.SignedString([]byte("${key}"))\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n`;
const JWT_PARSE = (token) => `\t_, err = jwt.Parse(${token}, func(t *jwt.Token) (interface{}, error) { return []byte("secret"), nil })\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n`;
const PICOCLI = japp(['picocli.CommandLine', 'picocli.CommandLine.Command', 'picocli.CommandLine.Option'], '    System.exit(new CommandLine(new Serve()).execute(args));\n', '  @Command(name = "serve")\n  static class Serve implements Runnable {\n    @Option(names = "--port", required = true) int port;\n    public void run() { System.out.println("serving on " + port); }\n  }\n');
const CLAP = 'use clap::{value_parser, Arg, Command};\n\nfn main() {\n    let m = Command::new("app")\n        .arg(Arg::new("port").long("port").required(true).value_parser(value_parser!(u16)))\n        .get_matches();\n    println!("{}", m.get_one::<u16>("port").unwrap());\n}\n';

const RAW = [
  // ---- cobra
  gor('go-cobra', 'unknown-command', COBRA, ['command|unknown|typo|mean|serve|help'], 'serv'),
  gor('go-cobra', 'required-flag', COBRA, ['flag|required|--port|set|missing'], 'serve'),
  gor('go-cobra', 'bad-int', COBRA, ['integer|number|invalid|--port|int|value'], 'serve --port abc'),
  gor('go-cobra', 'missing-arg', COBRA, ['argument|arg|accepts|NAME|missing|expected'], 'greet'),
  gor('go-cobra', 'unknown-flag', COBRA, OPTION, 'serve --prot 1'),

  // ---- testify
  gotest('go-testify', 'not-equal', 'package app\n\nimport (\n\t"testing"\n\n\t"github.com/stretchr/testify/assert"\n)\n\nfunc TestSum(t *testing.T) {\n\tassert.Equal(t, 5, 2+2, "sum of two and two")\n}\n', ['expected|actual|equal|assert|differ|not equal']),
  gotest('go-testify', 'require-no-error', 'package app\n\nimport (\n\t"os"\n\t"testing"\n\n\t"github.com/stretchr/testify/require"\n)\n\nfunc TestLoad(t *testing.T) {\n\t_, err := os.ReadFile("testdata/config.json")\n\trequire.NoError(t, err)\n}\n', ['exist|file|testdata|found|path|missing']),
  gotest('go-testify', 'mock-unexpected-call', 'package app\n\nimport (\n\t"testing"\n\n\t"github.com/stretchr/testify/mock"\n)\n\ntype Store struct{ mock.Mock }\n\nfunc (s *Store) Get(id int) string { return s.Called(id).String(0) }\n\nfunc TestGet(t *testing.T) {\n\ts := new(Store)\n\ts.On("Get", 1).Return("ann")\n\ts.Get(2)\n}\n', ['On\\(|expect|unexpected|call|argument|mock|Return']),

  // ---- gopkg.in/yaml.v3
  gor('go-yaml-v3', 'string-into-int', main(['fmt', 'log', 'gopkg.in/yaml.v3'], '\tvar c struct {\n\t\tPort int `yaml:"port"`\n\t}\n\tif err := yaml.Unmarshal([]byte("port: eighty\\n"), &c); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(c.Port)\n'), ['integer|number|type|quote|string']),
  gor('go-yaml-v3', 'tab-indent', main(['fmt', 'log', 'gopkg.in/yaml.v3'], '\tvar c map[string]interface{}\n\tif err := yaml.Unmarshal([]byte("server:\\n\\tport: 80\\n"), &c); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(c)\n'), ['tab|indent|space|character']),
  gor('go-yaml-v3', 'known-fields', main(['bytes', 'fmt', 'log', 'gopkg.in/yaml.v3'], '\tvar c struct {\n\t\tPort int `yaml:"port"`\n\t}\n\tdec := yaml.NewDecoder(bytes.NewReader([]byte("prot: 80\\n")))\n\tdec.KnownFields(true)\n\tif err := dec.Decode(&c); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(c.Port)\n'), ['field|typo|unknown|port|struct|name']),

  // ---- google/uuid
  gor('go-uuid', 'bad-length', main(['fmt', 'log', 'github.com/google/uuid'], '\tid, err := uuid.Parse("1234-abcd")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(id)\n'), ['UUID|length|format|invalid|36|hex']),

  // ---- BurntSushi/toml
  gor('go-burntsushi-toml', 'duplicate-key', main(['fmt', 'log', 'github.com/BurntSushi/toml'], '\tvar c map[string]interface{}\n\tif _, err := toml.Decode("port = 80\\nport = 81\\n", &c); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(c)\n'), ['duplicate|already|defined|key|twice|once']),
  gor('go-burntsushi-toml', 'bare-string', main(['fmt', 'log', 'github.com/BurntSushi/toml'], '\tvar c map[string]interface{}\n\tif _, err := toml.Decode("name = ann\\n", &c); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(c)\n'), ['quote|string|value|expected']),
  gor('go-burntsushi-toml', 'type-mismatch', main(['fmt', 'log', 'github.com/BurntSushi/toml'], '\tvar c struct{ Port int }\n\tif _, err := toml.Decode("Port = \\"80\\"\\n", &c); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(c.Port)\n'), ['type|integer|string|quote|number']),

  // ---- logrus
  gor('go-logrus', 'fatal-with-fields', main(['os', 'github.com/sirupsen/logrus'], '\tif _, err := os.Stat("/etc/app/app.yaml"); err != nil {\n\t\tlogrus.WithField("path", "/etc/app/app.yaml").WithError(err).Fatal("cannot read configuration")\n\t}\n'), ['exist|file|path|config|create|missing']),

  // ---- lib/pq (PostgreSQL)
  gor('go-lib-pq', 'refused', main(['database/sql', 'log', 'os', 'github.com/lib/pq'].map((i) => i === 'github.com/lib/pq' ? 'github.com/lib/pq' : i), `${PQ(`"host=127.0.0.1 port=${CLOSED} user=postgres sslmode=disable"`)}\t_ = os.Args\n\t_ = pq.Efatal\n\tif err := db.Ping(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), REFUSED),
  gor('go-lib-pq', 'ssl-not-enabled', main(['database/sql', 'log', 'os', 'github.com/lib/pq'], `${PQ(PGDSN('dbname=postgres'))}\t_ = pq.Efatal\n\tif err := db.Ping(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), ['SSL|sslmode|disable|TLS|encrypt'], '', { needs: 'postgres' }),
  gor('go-lib-pq', 'no-table', main(['database/sql', 'log', 'os', 'github.com/lib/pq'], `${PQ(PGDSN('dbname=postgres sslmode=disable'))}\t_ = pq.Efatal\n\tif _, err := db.Query("SELECT id, email FROM users"); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), ['table|relation|exist|migrat|create|schema'], '', { needs: 'postgres' }),
  gor('go-lib-pq', 'no-database', main(['database/sql', 'log', 'os', 'github.com/lib/pq'], `${PQ(PGDSN('dbname=shop sslmode=disable'))}\t_ = pq.Efatal\n\tif err := db.Ping(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), ['database|exist|create|createdb|name'], '', { needs: 'postgres' }),
  gor('go-lib-pq', 'missing-argument', main(['database/sql', 'log', 'os', 'github.com/lib/pq'], `${PQ(PGDSN('dbname=postgres sslmode=disable'))}\t_ = pq.Efatal\n\tif _, err := db.Query("SELECT $1::int + $2::int", 1); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), ['argument|parameter|placeholder|\\$2|count|expected'], '', { needs: 'postgres' }),

  // ---- go-sql-driver/mysql (MariaDB)
  gor('go-mysql-driver', 'access-denied', main(['database/sql', 'log', 'os', 'github.com/go-sql-driver/mysql'], `${MYSQL('"app:wrong@tcp(127.0.0.1:" + os.Getenv("MYPORT") + ")/shop"')}\t_ = mysql.ErrInvalidConn\n\tif err := db.Ping(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), ['password|access|denied|user|credential|grant'], '', { needs: 'mariadb' }),
  gor('go-mysql-driver', 'dsn-without-tcp', main(['database/sql', 'log', 'github.com/go-sql-driver/mysql'], `${MYSQL('"app:secret@127.0.0.1:3306/shop"')}\t_ = mysql.ErrInvalidConn\n\tif err := db.Ping(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), ['DSN|tcp\\(|format|address|connection string|protocol']),
  gor('go-mysql-driver', 'insert-denied', main(['database/sql', 'log', 'os', 'github.com/go-sql-driver/mysql'], `${MYSQL('"app:secret@tcp(127.0.0.1:" + os.Getenv("MYPORT") + ")/shop"')}\t_ = mysql.ErrInvalidConn\n\tif _, err := db.Exec("INSERT INTO customers VALUES (2, 'b@c.d', 'Bo')"); err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), ['privilege|grant|permission|denied|INSERT'], '', { needs: 'mariadb' }),

  // ---- gorilla/mux
  gor('go-gorilla-mux', 'unbalanced-braces', main(['log', 'net/http', 'github.com/gorilla/mux'], '\tr := mux.NewRouter()\n\troute := r.HandleFunc("/users/{id:[0-9]+", func(w http.ResponseWriter, req *http.Request) {})\n\tif err := route.GetError(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n'), ['brace|\\{|\\}|pattern|route|balanc']),
  gor('go-gorilla-mux', 'method-not-allowed', main(['log', 'net/http', 'net/http/httptest', 'github.com/gorilla/mux'], '\tr := mux.NewRouter()\n\tr.HandleFunc("/items", func(w http.ResponseWriter, req *http.Request) {}).Methods("POST")\n\trec := httptest.NewRecorder()\n\tr.ServeHTTP(rec, httptest.NewRequest("GET", "/items", nil))\n\tif rec.Code != http.StatusOK {\n\t\tlog.Fatalf("GET /items: %d %s", rec.Code, http.StatusText(rec.Code))\n\t}\n'), ['method|POST|405|allowed|Methods']),

  // ---- Masterminds/semver
  gor('go-masterminds-semver', 'invalid-version', main(['fmt', 'log', 'github.com/Masterminds/semver'], '\tv, err := semver.NewVersion("1.2.x.4")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(v)\n'), ['version|semantic|semver|format|valid']),
  gor('go-masterminds-semver', 'bad-constraint', main(['fmt', 'log', 'github.com/Masterminds/semver'], '\tc, err := semver.NewConstraint(">= 1.2 <<2")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(c)\n'), ['constraint|range|operator|syntax|valid']),

  // ---- go-cmp
  gor('go-cmp', 'unexported-field', 'package main\n\nimport (\n\t"fmt"\n\n\t"github.com/google/go-cmp/cmp"\n)\n\ntype User struct {\n\tName   string\n\tsecret string\n}\n\nfunc main() {\n\tfmt.Println(cmp.Diff(User{"ann", "x"}, User{"ann", "y"}))\n}\n', ['unexported|AllowUnexported|IgnoreUnexported|Exporter|Comparer|field']),
  gotest('go-cmp', 'diff-in-test', 'package app\n\nimport (\n\t"testing"\n\n\t"github.com/google/go-cmp/cmp"\n)\n\nfunc TestNames(t *testing.T) {\n\twant := []string{"ann", "bo"}\n\tgot := []string{"ann", "bob"}\n\tif d := cmp.Diff(want, got); d != "" {\n\t\tt.Errorf("names mismatch (-want +got):\\n%s", d)\n\t}\n}\n', ['want|got|differ|mismatch|expected|diff']),

  // ---- pkg/errors
  gor('go-pkg-errors', 'wrapped-with-stack', main(['fmt', 'os', 'github.com/pkg/errors'], '\tif _, err := os.ReadFile("config.yaml"); err != nil {\n\t\tfmt.Fprintf(os.Stderr, "%+v\\n", errors.Wrap(err, "reading config"))\n\t\tos.Exit(1)\n\t}\n'), NOFILE),

  // ---- redigo (Redis)
  gor('go-redigo', 'refused', main(['log', 'github.com/gomodule/redigo/redis'], `\tc, err := redis.Dial("tcp", "127.0.0.1:${CLOSED}")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer c.Close()\n`), REFUSED),
  gor('go-redigo', 'wrongtype', main(['log', 'os', 'github.com/gomodule/redigo/redis'], '\tc, err := redis.Dial("tcp", "127.0.0.1:"+os.Getenv("REDISPORT"))\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tc.Do("SET", "queue", "x")\n\tif _, err := c.Do("LPUSH", "queue", "job"); err != nil {\n\t\tlog.Fatal(err)\n\t}\n'), ['type|WRONGTYPE|key|kind|list|DEL'], '', { needs: 'redis' }),
  gor('go-redigo', 'nil-returned', main(['fmt', 'log', 'os', 'github.com/gomodule/redigo/redis'], '\tc, err := redis.Dial("tcp", "127.0.0.1:"+os.Getenv("REDISPORT"))\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\ts, err := redis.String(c.Do("GET", "session:nope"))\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(s)\n'), ['nil|exist|key|missing|ErrNil|set'], '', { needs: 'redis' }),

  // ---- sqlx
  gor('go-sqlx', 'missing-destination', main(['fmt', 'log', 'os', 'github.com/jmoiron/sqlx', 'github.com/lib/pq'], `\t_ = pq.Efatal\n\tdb, err := sqlx.Connect("postgres", ${PGDSN('dbname=postgres sslmode=disable')})\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tvar u struct {\n\t\tID    int    \`db:"id"\`\n\t\tEmail string \`db:"email"\`\n\t}\n\tif err := db.Get(&u, "SELECT 1 AS id, 'a@b.c' AS mail"); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(u)\n`), ['column|db:|tag|name|alias|destination|struct'], '', { needs: 'postgres' }),
  gor('go-sqlx', 'scalar-many-columns', main(['fmt', 'log', 'os', 'github.com/jmoiron/sqlx', 'github.com/lib/pq'], `\t_ = pq.Efatal\n\tdb, err := sqlx.Connect("postgres", ${PGDSN('dbname=postgres sslmode=disable')})\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tvar ids []int\n\tif err := db.Select(&ids, "SELECT 1, 2"); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(ids)\n`), ['column|struct|slice|dest|type|select'], '', { needs: 'postgres' }),

  // ---- mattn/go-sqlite3
  c('go-sqlite3', 'go', 'cgo-disabled', { 'main.go': main(['database/sql', 'log'], '\tdb, err := sql.Open("sqlite3", "app.db")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tif err := db.Ping(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n').replace('"log"\n)', '"log"\n\n\t_ "github.com/mattn/go-sqlite3"\n)') }, `CGO_ENABLED=0 ${GOENV} go run main.go`, ['cgo|CGO_ENABLED|gcc|C compiler']),
  gor('go-sqlite3', 'no-table', main(['database/sql', 'log', 'github.com/mattn/go-sqlite3'], '\t_ = sqlite3.SQLITE_OK\n\tdb, err := sql.Open("sqlite3", "app.db")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tif _, err := db.Exec("INSERT INTO users (name) VALUES (?)", "ann"); err != nil {\n\t\tlog.Fatal(err)\n\t}\n'), ['table|exist|create|migrat|schema']),

  // ---- go-playground/validator
  gor('go-validator', 'failed-tags', 'package main\n\nimport (\n\t"log"\n\n\t"github.com/go-playground/validator/v10"\n)\n\ntype User struct {\n\tEmail string `validate:"required,email"`\n\tAge   int    `validate:"gte=0,lte=130"`\n}\n\nfunc main() {\n\tif err := validator.New().Struct(User{Email: "ann", Age: 200}); err != nil {\n\t\tlog.Fatal(err)\n\t}\n}\n', ['email|address|valid|lte|Age|130']),
  gor('go-validator', 'undefined-tag', 'package main\n\nimport (\n\t"log"\n\n\t"github.com/go-playground/validator/v10"\n)\n\ntype User struct {\n\tEmail string `validate:"requird"`\n}\n\nfunc main() {\n\tif err := validator.New().Struct(User{}); err != nil {\n\t\tlog.Fatal(err)\n\t}\n}\n', ['tag|typo|required|function|validation|undefined']),

  // ---- golang-jwt
  gor('go-jwt', 'expired', main(['log', 'time', 'github.com/golang-jwt/jwt'], `${JWT_MAKE('-time.Hour', 'secret')}${JWT_PARSE('s')}`), ['expire|exp|clock|refresh|time|new token']),
  gor('go-jwt', 'bad-signature', main(['log', 'time', 'github.com/golang-jwt/jwt'], `${JWT_MAKE('time.Hour', 'other-secret')}${JWT_PARSE('s')}`), ['signature|key|secret|sign|verify']),
  gor('go-jwt', 'malformed', main(['log', 'github.com/golang-jwt/jwt'], `\tvar err error\n${JWT_PARSE('"abc.def"')}`), ['segment|format|token|three|header|malformed|Bearer']),

  // ---- gorilla/websocket
  gor('go-gorilla-websocket', 'bad-handshake', main(['log', 'os', 'github.com/gorilla/websocket'], '\t_, resp, err := websocket.DefaultDialer.Dial("ws://127.0.0.1:"+os.Getenv("HTTPPORT")+"/404/socket", nil)\n\tif err != nil {\n\t\tif resp != nil {\n\t\t\tlog.Printf("status %s", resp.Status)\n\t\t}\n\t\tlog.Fatal(err)\n\t}\n'), ['handshake|upgrade|websocket|server|endpoint|101|path|404'], '', { needs: 'http' }),
  gor('go-gorilla-websocket', 'refused', main(['log', 'github.com/gorilla/websocket'], `\t_, _, err := websocket.DefaultDialer.Dial("ws://127.0.0.1:${CLOSED}/socket", nil)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n`), REFUSED),

  // ---- viper
  gor('go-viper', 'config-not-found', main(['fmt', 'log', 'github.com/spf13/viper'], '\tviper.SetConfigName("config")\n\tviper.AddConfigPath(".")\n\tif err := viper.ReadInConfig(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(viper.GetInt("port"))\n'), ['config|file|path|exist|found|create']),
  c('go-viper', 'go', 'bad-yaml', { 'config.yaml': 'port: [80\nhost: x\n', 'main.go': main(['fmt', 'log', 'github.com/spf13/viper'], '\tviper.SetConfigFile("config.yaml")\n\tif err := viper.ReadInConfig(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(viper.GetInt("port"))\n') }, `${GOENV} go run main.go`, ['YAML|syntax|bracket|\\]|close|line|flow']),

  // ---- urfave/cli
  gor('go-urfave-cli', 'required-flag', URFAVE, ['flag|required|--port|set|missing']),
  gor('go-urfave-cli', 'undefined-flag', URFAVE, OPTION, '--port 1 --nope'),
  gor('go-urfave-cli', 'bad-value', URFAVE, ['integer|number|invalid|value|port|parse'], '--port abc'),

  // ---- hashicorp/go-version
  gor('go-hashicorp-version', 'malformed', main(['fmt', 'log', 'github.com/hashicorp/go-version'], '\tv, err := version.NewVersion("v1.2.x")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(v)\n'), ['version|format|malformed|semantic|valid']),

  // ---- robfig/cron
  gor('go-robfig-cron', 'four-fields', main(['fmt', 'log', 'github.com/robfig/cron'], '\ts, err := cron.ParseStandard("*/5 * * *")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(s)\n'), ['field|five|minute|format|expression']),
  gor('go-robfig-cron', 'out-of-range', main(['fmt', 'log', 'github.com/robfig/cron'], '\ts, err := cron.ParseStandard("61 * * * *")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(s)\n'), ['range|minute|59|maximum|value']),

  // ---- chi
  gor('go-chi', 'middleware-after-route', main(['net/http', 'github.com/go-chi/chi', 'github.com/go-chi/chi/middleware'], '\tr := chi.NewRouter()\n\tr.Get("/", func(w http.ResponseWriter, req *http.Request) {})\n\tr.Use(middleware.Logger)\n'), ['middleware|before|route|order|Use']),

  // ---- zap
  gor('go-zap', 'unknown-encoder', main(['log', 'go.uber.org/zap'], '\tcfg := zap.NewProductionConfig()\n\tcfg.Encoding = "jsonn"\n\tif _, err := cfg.Build(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n'), ['encoder|encoding|json|console|typo|name']),
  gor('go-zap', 'sink-missing-dir', main(['log', 'go.uber.org/zap'], '\tcfg := zap.NewProductionConfig()\n\tcfg.OutputPaths = []string{"logs/app.log"}\n\tif _, err := cfg.Build(); err != nil {\n\t\tlog.Fatal(err)\n\t}\n'), ['directory|exist|path|create|mkdir|logs']),

  // ---- pelletier/go-toml
  gor('go-pelletier-toml', 'missing-value', main(['fmt', 'log', 'github.com/pelletier/go-toml'], '\tt, err := toml.Load("[server]\\nport = \\n")\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Println(t)\n'), [...SYNTAX, 'value']),

  // ---- GOPATH mode itself
  gor('go-gopath', 'cannot-find-package', main(['fmt', 'github.com/acme/nope'], '\tfmt.Println(nope.Version)\n'), ['package|install|GOPATH|go get|import|path|module']),
  c('go-gopath', 'go', 'no-go-files', { 'README.md': '# app\n' }, `${GOENV} go build .`, ['Go files|\\.go|package|directory|source']),

  // ---- go tool (one or two lines)
  c('go-tool', 'go', 'no-such-tool', {}, 'go tool nope', ['tool|exist|name|typo|list']),
  c('go-tool', 'go', 'cover-no-profile', {}, 'go tool cover -html=cover.out', NOFILE),
  c('go-tool', 'go', 'pprof-no-profile', {}, 'go tool pprof -top cpu.prof', NOFILE),
  c('go-tool', 'go', 'nm-not-object', { 'a.txt': 'hello\n' }, 'go tool nm a.txt', ['object|binary|format|executable|compiled|file']),
  c('go-tool', 'go', 'objdump-no-file', {}, 'go tool objdump app', NOFILE),

  // ---- Jackson
  jv('java-jackson', 'unknown-property', JACKSON, japp(['com.fasterxml.jackson.databind.ObjectMapper'], '    Config c = new ObjectMapper().readValue("{\\"port\\": 80, \\"host\\": \\"x\\"}", Config.class);\n    System.out.println(c.port);\n', '  public static class Config { public int port; }\n'), ['unknown|ignor|JsonIgnoreProperties|FAIL_ON_UNKNOWN_PROPERTIES|field|property']),
  jv('java-jackson', 'string-into-int', JACKSON, japp(['com.fasterxml.jackson.databind.ObjectMapper'], '    Config c = new ObjectMapper().readValue("{\\"port\\": \\"eighty\\"}", Config.class);\n    System.out.println(c.port);\n', '  public static class Config { public int port; }\n'), ['int|number|type|string|quote|valid']),
  jv('java-jackson', 'no-creator', JACKSON, japp(['com.fasterxml.jackson.databind.ObjectMapper'], '    Config c = new ObjectMapper().readValue("{\\"port\\": 80}", Config.class);\n    System.out.println(c.port);\n', '  public static class Config {\n    public final int port;\n    public Config(int port) { this.port = port; }\n  }\n'), ['constructor|creator|JsonCreator|default|no-arg|JsonProperty']),
  jv('java-jackson', 'unquoted-field', JACKSON, japp(['com.fasterxml.jackson.databind.ObjectMapper'], '    System.out.println(new ObjectMapper().readTree("{port: 80}"));\n'), ['quote|double|field name|JSON|syntax|ALLOW_UNQUOTED']),
  jv('java-jackson', 'empty-bean', JACKSON, japp(['com.fasterxml.jackson.databind.ObjectMapper'], '    System.out.println(new ObjectMapper().writeValueAsString(new Point()));\n', '  static class Point { private int x = 1; private int y = 2; }\n'), ['getter|public|serializer|FAIL_ON_EMPTY_BEANS|propert|field|visib']),
  jv('java-jackson', 'inner-class', JACKSON, japp(['com.fasterxml.jackson.databind.ObjectMapper'], '    Config c = new ObjectMapper().readValue("{\\"port\\": 80}", Config.class);\n    System.out.println(c.port);\n', '  public class Config { public int port; }\n'), ['static|inner|nested|class|constructor']),

  // ---- Gson
  jv('java-gson', 'expected-object', ['gson'], japp(['com.google.gson.Gson'], '    Config c = new Gson().fromJson("\\"port=80\\"", Config.class);\n    System.out.println(c.port);\n', '  static class Config { int port; }\n'), ['object|string|type|expected|JSON|class']),
  jv('java-gson', 'truncated', ['gson'], japp(['com.google.gson.Gson'], '    Config c = new Gson().fromJson("{\\"port\\": 80", Config.class);\n    System.out.println(c.port);\n', '  static class Config { int port; }\n'), ['end|truncat|incomplete|brace|close|EOF']),
  jv('java-gson', 'number-format', ['gson'], japp(['com.google.gson.Gson'], '    Config c = new Gson().fromJson("{\\"port\\": \\"abc\\"}", Config.class);\n    System.out.println(c.port);\n', '  static class Config { int port; }\n'), ['number|int|string|type|quote']),
  c('java-gson', 'javac', 'no-classpath', { 'App.java': japp(['com.google.gson.Gson'], '    System.out.println(new Gson().toJson(args));\n') }, 'javac App.java', ['classpath|-cp|jar|package|depend|import']),
  jv('java-gson', 'java-time-reflection', ['gson'], japp(['com.google.gson.Gson', 'java.time.LocalDate'], '    System.out.println(new Gson().toJson(new Event()));\n', '  static class Event { LocalDate day = LocalDate.of(2024, 1, 2); }\n'), ['TypeAdapter|adapter|module|reflect|access|open|serializ']),

  // ---- jsoup
  jv('java-jsoup', 'bad-selector', ['jsoup'], japp(['org.jsoup.Jsoup'], '    System.out.println(Jsoup.parse("<div class=a>x</div>").select("div[class=").text());\n'), ['selector|CSS|syntax|bracket|balanced|query']),
  jv('java-jsoup', 'http-404', ['jsoup'], japp(['org.jsoup.Jsoup'], '    System.out.println(Jsoup.connect("http://127.0.0.1:" + System.getenv("HTTPPORT") + "/404/page").get().title());\n'), ['404|not found|url|status|ignoreHttpErrors|exist'], { needs: 'http' }),
  jv('java-jsoup', 'refused', ['jsoup'], japp(['org.jsoup.Jsoup'], `    System.out.println(Jsoup.connect("http://127.0.0.1:${CLOSED}/").get().title());\n`), REFUSED),

  // ---- SnakeYAML
  jv('java-snakeyaml', 'tab', ['snakeyaml'], japp(['org.yaml.snakeyaml.Yaml'], '    System.out.println((Object) new Yaml().load("server:\\n\\tport: 80\\n"));\n'), ['tab|indent|space|character']),
  jv('java-snakeyaml', 'bean-type', ['snakeyaml'], japp(['org.yaml.snakeyaml.Yaml'], '    Config c = new Yaml().loadAs("port: eighty\\n", Config.class);\n    System.out.println(c.port);\n', '  public static class Config { public int port; }\n'), ['number|int|type|string|property|port']),
  jv('java-snakeyaml', 'unclosed-quote', ['snakeyaml'], japp(['org.yaml.snakeyaml.Yaml'], '    System.out.println((Object) new Yaml().load("name: \\"ann\\n"));\n'), ['quote|close|unterminated|string|end']),

  // ---- Apache Commons CSV
  jv('java-commons-csv', 'duplicate-header', ['commons-csv'], japp(['org.apache.commons.csv.CSVFormat', 'java.io.StringReader'], '    for (var r : CSVFormat.DEFAULT.withFirstRecordAsHeader().parse(new StringReader("id,id\\n1,2\\n"))) System.out.println(r);\n'), ['duplicate|header|name|column|unique']),
  jv('java-commons-csv', 'stray-quote', ['commons-csv'], japp(['org.apache.commons.csv.CSVFormat', 'java.io.StringReader'], '    for (var r : CSVFormat.DEFAULT.parse(new StringReader("a,b\\n1,\\"x\\"y\\n"))) System.out.println(r);\n'), ['quote|escape|encapsulat|delimiter|char']),
  jv('java-commons-csv', 'no-such-column', ['commons-csv'], japp(['org.apache.commons.csv.CSVFormat', 'java.io.StringReader'], '    for (var r : CSVFormat.DEFAULT.withFirstRecordAsHeader().parse(new StringReader("id,name\\n1,ann\\n"))) System.out.println(r.get("email"));\n'), ['header|column|name|mapping|typo']),

  // ---- Apache Commons Codec
  jv('java-commons-codec', 'odd-hex', ['commons-codec'], japp(['org.apache.commons.codec.binary.Hex'], '    System.out.println(Hex.decodeHex("abc").length);\n'), ['odd|even|length|hex|character|pair']),
  jv('java-commons-codec', 'illegal-hex', ['commons-codec'], japp(['org.apache.commons.codec.binary.Hex'], '    System.out.println(Hex.decodeHex("zz").length);\n'), ['hex|character|digit|0-9|invalid']),

  // ---- Apache Commons Text
  jv('java-commons-text', 'undefined-variable', ['commons-text', 'commons-lang3'], japp(['org.apache.commons.text.StringSubstitutor', 'java.util.Map'], '    StringSubstitutor s = new StringSubstitutor(Map.of("name", "ann"));\n    s.setEnableUndefinedVariableException(true);\n    System.out.println(s.replace("Hello ${nmae}"));\n'), ['variable|define|map|value|missing|resolve|typo']),

  // ---- picocli
  c('java-picocli', 'java', 'missing-option', { 'App.java': PICOCLI }, `java -cp ${JARS(['picocli'])} App.java`, ['option|required|--port|missing']),
  c('java-picocli', 'java', 'unknown-option', { 'App.java': PICOCLI }, `java -cp ${JARS(['picocli'])} App.java --port 1 --nope`, OPTION),
  c('java-picocli', 'java', 'bad-int', { 'App.java': PICOCLI }, `java -cp ${JARS(['picocli'])} App.java --port abc`, ['integer|int|number|value|invalid']),

  // ---- JCommander
  jv('java-jcommander', 'required', ['jcommander'], japp(['com.beust.jcommander.JCommander', 'com.beust.jcommander.Parameter'], '    Args a = new Args();\n    JCommander.newBuilder().addObject(a).build().parse(args);\n    System.out.println(a.port);\n', '  static class Args { @Parameter(names = "--port", required = true) int port; }\n'), ['option|required|--port|missing']),
  c('java-jcommander', 'java', 'main-parameter', { 'App.java': japp(['com.beust.jcommander.JCommander', 'com.beust.jcommander.Parameter'], '    Args a = new Args();\n    JCommander.newBuilder().addObject(a).build().parse(args);\n    System.out.println(a.port);\n', '  static class Args { @Parameter(names = "--port") int port; }\n') }, `java -cp ${JARS(['jcommander'])} App.java --port 1 extra`, ['parameter|argument|main|unexpected|option']),

  // ---- PostgreSQL JDBC
  jv('java-postgresql-jdbc', 'refused', ['postgresql'], japp(['java.sql.DriverManager'], `    DriverManager.getConnection("jdbc:postgresql://127.0.0.1:${CLOSED}/postgres", "postgres", "");\n`), REFUSED),
  jv('java-postgresql-jdbc', 'no-table', ['postgresql'], japp(['java.sql.DriverManager'], '    var c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + System.getenv("PGPORT") + "/postgres", "postgres", "");\n    c.createStatement().executeQuery("SELECT id FROM users");\n'), ['table|relation|exist|migrat|create|schema'], { needs: 'postgres' }),
  c('java-postgresql-jdbc', 'java', 'no-driver', { 'App.java': japp(['java.sql.DriverManager'], '    DriverManager.getConnection("jdbc:postgresql://127.0.0.1:5432/postgres", "postgres", "");\n') }, 'java App.java', ['driver|classpath|jar|-cp|depend']),
  jv('java-postgresql-jdbc', 'bad-cast', ['postgresql'], japp(['java.sql.DriverManager'], '    var c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + System.getenv("PGPORT") + "/postgres", "postgres", "");\n    var s = c.prepareStatement("SELECT ?::int");\n    s.setString(1, "abc");\n    s.executeQuery();\n'), ['integer|type|input|number|cast'], { needs: 'postgres' }),
  jv('java-postgresql-jdbc', 'unique-violation', ['postgresql'], japp(['java.sql.DriverManager'], '    var c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + System.getenv("PGPORT") + "/postgres", "postgres", "");\n    var s = c.createStatement();\n    s.execute("CREATE TEMP TABLE users (email text UNIQUE)");\n    s.execute("INSERT INTO users VALUES (\'a@b.c\')");\n    s.execute("INSERT INTO users VALUES (\'a@b.c\')");\n'), ['duplicate|unique|constraint|exist|key|upsert|ON CONFLICT'], { needs: 'postgres' }),

  // ---- MariaDB Connector/J
  jv('java-mariadb-jdbc', 'access-denied', ['mariadb-java-client'], japp(['java.sql.DriverManager'], '    DriverManager.getConnection("jdbc:mariadb://127.0.0.1:" + System.getenv("MYPORT") + "/shop", "app", "wrong");\n'), ['password|access|denied|user|credential|grant'], { needs: 'mariadb' }),
  jv('java-mariadb-jdbc', 'unknown-database', ['mariadb-java-client'], japp(['java.sql.DriverManager'], '    DriverManager.getConnection("jdbc:mariadb://127.0.0.1:" + System.getenv("MYPORT") + "/shopp", "app", "secret");\n'), ['database|exist|name|create|typo|access'], { needs: 'mariadb' }),

  // ---- JUnit 4 and Hamcrest
  junit('assert-equals', 'import static org.junit.Assert.assertEquals;\nimport org.junit.Test;\n\npublic class AppTest {\n  @Test public void sum() { assertEquals(5, 2 + 2); }\n}\n', ['expected|actual|equal|assert|was']),
  junit('expected-exception', 'import org.junit.Test;\n\npublic class AppTest {\n  @Test(expected = IllegalArgumentException.class)\n  public void rejectsNegative() { Math.abs(-1); }\n}\n', ['exception|throw|expected|IllegalArgumentException']),
  junit('no-runnable-methods', 'public class AppTest {\n  public void sum() { }\n}\n', ['@Test|test method|annotat|runnable|public']),
  junit('contains-string', 'import static org.hamcrest.MatcherAssert.assertThat;\nimport static org.hamcrest.CoreMatchers.containsString;\nimport org.junit.Test;\n\npublic class AppTest {\n  @Test public void greets() { assertThat("hello ann", containsString("bob")); }\n}\n', ['expected|contain|match|string|assert'], 'java-hamcrest'),

  // ---- Commons Math
  jv('java-commons-math', 'dimension-mismatch', ['commons-math3'], japp(['org.apache.commons.math3.linear.Array2DRowRealMatrix'], '    var a = new Array2DRowRealMatrix(new double[][] { { 1, 2 }, { 3, 4 } });\n    var b = new Array2DRowRealMatrix(new double[][] { { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 } });\n    System.out.println(a.multiply(b));\n'), ['dimension|size|match|rows|columns|shape']),
  jv('java-commons-math', 'negative-sd', ['commons-math3'], japp(['org.apache.commons.math3.distribution.NormalDistribution'], '    System.out.println(new NormalDistribution(0, -1).sample());\n'), ['positive|standard deviation|negative|sigma|zero']),

  // ---- jopt-simple
  jv('java-jopt-simple', 'unrecognized', ['joptsimple'], japp(['joptsimple.OptionParser'], '    var p = new OptionParser();\n    p.accepts("port").withRequiredArg().ofType(Integer.class);\n    System.out.println(p.parse("--prot", "1").has("port"));\n'), OPTION),
  jv('java-jopt-simple', 'missing-argument', ['joptsimple'], japp(['joptsimple.OptionParser'], '    var p = new OptionParser();\n    p.accepts("port").withRequiredArg().ofType(Integer.class);\n    System.out.println(p.parse("--port").valueOf("port"));\n'), ['argument|value|requires|missing|port']),

  // ---- org.json
  jv('java-org-json', 'array-not-object', ['com.android.json'], japp(['org.json.JSONObject'], '    System.out.println(new JSONObject("[1, 2]"));\n'), ['object|array|\\{|begin|JSONArray|type']),
  jv('java-org-json', 'missing-key', ['com.android.json'], japp(['org.json.JSONObject'], '    System.out.println(new JSONObject("{\\"port\\": 80}").getString("host"));\n'), ['key|exist|found|opt|has|missing']),

  // ---- Guava
  jv('java-guava', 'check-argument', ['guava'], japp(['com.google.common.base.Preconditions'], '    int port = -1;\n    Preconditions.checkArgument(port > 0, "port must be positive: %s", port);\n'), ['positive|port|argument|negative|value']),
  jv('java-guava', 'duplicate-key', ['guava'], japp(['com.google.common.collect.ImmutableMap'], '    System.out.println(ImmutableMap.of("a", 1, "a", 2));\n'), ['duplicate|same key|key|unique|multiple']),
  jv('java-guava', 'null-element', ['guava'], japp(['com.google.common.collect.ImmutableList'], '    String name = System.getenv("NOPE_NAME");\n    System.out.println(ImmutableList.of("a", name));\n'), ['null|Optional|immutable|element|allow']),

  // ---- Commons Lang, IO, CLI
  jv('java-commons-lang', 'not-blank', ['commons-lang3'], japp(['org.apache.commons.lang3.Validate'], '    Validate.notBlank("  ", "name must not be blank");\n'), ['blank|empty|name|value|required']),
  jv('java-commons-lang', 'not-serializable', ['commons-lang3'], japp(['org.apache.commons.lang3.SerializationUtils', 'java.util.ArrayList'], '    var list = new ArrayList<Object>();\n    list.add(new Point());\n    System.out.println(SerializationUtils.clone(list));\n', '  static class Point { int x; }\n'), ['Serializable|serializ|implement|transient']),
  jv('java-commons-io', 'no-file', ['commons-io'], japp(['org.apache.commons.io.FileUtils', 'java.io.File', 'java.nio.charset.StandardCharsets'], '    System.out.println(FileUtils.readFileToString(new File("config.json"), StandardCharsets.UTF_8));\n'), NOFILE),
  c('java-commons-cli', 'java', 'missing-option', { 'App.java': japp(['org.apache.commons.cli.*'], '    Options o = new Options();\n    o.addOption(Option.builder("p").longOpt("port").hasArg().required().build());\n    System.out.println(new DefaultParser().parse(o, args).getOptionValue("p"));\n') }, `java -cp ${JARS(['commons-cli'])} App.java`, ['option|required|missing|-p|port']),
  c('java-commons-cli', 'java', 'unrecognized', { 'App.java': japp(['org.apache.commons.cli.*'], '    Options o = new Options();\n    o.addOption(Option.builder("p").longOpt("port").hasArg().build());\n    System.out.println(new DefaultParser().parse(o, args).getOptionValue("p"));\n') }, `java -cp ${JARS(['commons-cli'])} App.java --nope`, OPTION),

  // ---- Guice
  jv('java-guice', 'no-binding', ['guice', 'atinject-jsr330-api', 'aopalliance', 'guava'], japp(['com.google.inject.Guice'], '    System.out.println(Guice.createInjector().getInstance(Store.class));\n', '  interface Store { String get(int id); }\n'), ['bind|binding|implement|ImplementedBy|module|configure']),
  jv('java-guice', 'no-inject-constructor', ['guice', 'atinject-jsr330-api', 'aopalliance', 'guava'], japp(['com.google.inject.Guice'], '    System.out.println(Guice.createInjector().getInstance(Store.class));\n', '  static class Store { Store(String url) { } }\n'), ['@Inject|Inject|constructor|zero-argument|annotat']),

  // ---- the Java launcher's options (one or two lines)
  c('java-launcher', 'java', 'bad-heap-size', {}, 'java -Xmx5q -version', ['heap|-Xmx|size|unit|memory|invalid']),
  c('java-launcher', 'java', 'unknown-vm-option', {}, 'java -XX:+UseNopeGC -version', ['option|unrecognized|VM|typo|JVM|flag']),
  c('java-launcher', 'java', 'no-jarfile', {}, 'java -jar app.jar', NOFILE),
  c('java-launcher', 'java', 'no-main-manifest', { 'A.java': 'class A {}\n' }, 'javac A.java && jar cf app.jar A.class && java -jar app.jar', ['manifest|Main-Class|main class|entry point|jar']),
  c('java-launcher', 'java', 'no-main-class', {}, 'java App', ['class|classpath|-cp|compile|name|found']),

  // ---- the JDK's lesser tools (one or two lines)
  c('jdeprscan', 'jdeprscan', 'no-jar', {}, 'jdeprscan nope.jar', NOFILE),
  c('jfr', 'jfr', 'no-recording', {}, 'jfr print recording.jfr', NOFILE),
  c('jinfo', 'jinfo', 'no-process', {}, 'jinfo 999999', ['process|pid|exist|running|attach|found']),
  c('jmap', 'jmap', 'no-process', {}, 'jmap -histo 999999', ['process|pid|exist|running|attach|found']),
  c('jstat', 'jstat', 'bad-option', {}, 'jstat -gcnope 1', ['option|unknown|valid|-options|typo']),
  c('serialver', 'serialver', 'no-class', {}, 'serialver com.example.Nope', ['class|found|classpath|-classpath|name']),
  c('jimage', 'jimage', 'no-image', {}, 'jimage list nope.jimage', NOFILE),
  c('jdb', 'jdb', 'attach-refused', {}, `jdb -attach 127.0.0.1:${CLOSED}`, [...REFUSED, 'debug|jdwp|agent']),
  c('jmod', 'jmod', 'no-module-file', {}, 'jmod list nope.jmod', NOFILE),

  // ---- anyhow and thiserror
  crate('rust-anyhow', 'context-no-file', 'anyhow = "1"\n', 'use anyhow::{Context, Result};\n\nfn main() -> Result<()> {\n    let s = std::fs::read_to_string("config.toml").context("reading config.toml")?;\n    println!("{s}");\n    Ok(())\n}\n', NOFILE),
  crate('rust-anyhow', 'bail', 'anyhow = "1"\n', 'fn check(port: u32) -> anyhow::Result<u32> {\n    if port > 65535 {\n        anyhow::bail!("port {} out of range", port);\n    }\n    Ok(port)\n}\n\nfn main() -> anyhow::Result<()> {\n    println!("{}", check(70000)?);\n    Ok(())\n}\n', ['port|range|value|65535|valid']),
  crate('rust-anyhow', 'question-on-option', 'anyhow = "1"\n', 'fn main() -> anyhow::Result<()> {\n    let port: Option<u16> = std::env::var("PORT").ok().and_then(|p| p.parse().ok());\n    let p = port?;\n    println!("{p}");\n    Ok(())\n}\n', ['Option|context|ok_or|Result|\\?']),
  crate('rust-thiserror', 'missing-display', 'thiserror = "1"\n', '#[derive(thiserror::Error, Debug)]\nenum AppError {\n    #[error("io failed")]\n    Io(#[from] std::io::Error),\n    Other,\n}\n\nfn main() {\n    println!("{}", AppError::Other);\n}\n', ['#\\[error|display|attribute|variant|message']),

  // ---- regex
  crate('rust-regex', 'unclosed-group', 'regex = "1"\n', 'fn main() {\n    let re = regex::Regex::new("(ab").unwrap();\n    println!("{}", re.is_match("ab"));\n}\n', ['group|paren|unclosed|escape|pattern|\\)']),
  crate('rust-regex', 'look-around', 'regex = "1"\n', 'fn main() {\n    let re = regex::Regex::new("(?<=a)b").unwrap();\n    println!("{}", re.is_match("ab"));\n}\n', ['look|support|fancy|lookahead|lookbehind|pattern']),

  // ---- toml with serde
  crate('rust-toml', 'invalid-type', `${SERDE}toml = "*"\n`, '#[derive(serde::Deserialize, Debug)]\nstruct Config {\n    port: u16,\n}\n\nfn main() {\n    let c: Config = toml::from_str("port = \\"80\\"").unwrap();\n    println!("{:?}", c);\n}\n', ['type|string|integer|quote|number|u16']),
  crate('rust-toml', 'missing-field', `${SERDE}toml = "*"\n`, '#[derive(serde::Deserialize, Debug)]\nstruct Config {\n    port: u16,\n}\n\nfn main() {\n    let c: Config = toml::from_str("host = \\"x\\"").unwrap();\n    println!("{:?}", c);\n}\n', ['missing|field|port|default|Option']),
  crate('rust-toml', 'no-value', 'toml = "*"\n', 'fn main() {\n    let v: toml::Value = toml::from_str("port = \\n").unwrap();\n    println!("{}", v);\n}\n', [...SYNTAX, 'value']),

  // ---- clap
  crate('rust-clap', 'missing-required', 'clap = "*"\n', CLAP, ['argument|required|--port|missing|provided']),
  crate('rust-clap', 'invalid-value', 'clap = "*"\n', CLAP, ['integer|number|digit|value|invalid|port'], '--port abc'),
  crate('rust-clap', 'unexpected-argument', 'clap = "*"\n', CLAP, OPTION, '--prot 80'),

  // ---- url, semver, chrono
  crate('rust-url', 'relative-without-base', 'url = "2"\n', 'fn main() {\n    let u = url::Url::parse("example.com/path").unwrap();\n    println!("{u}");\n}\n', ['scheme|base|relative|http://|absolute|join']),
  crate('rust-url', 'invalid-domain', 'url = "2"\n', 'fn main() {\n    let u = url::Url::parse("http://exa mple.com/").unwrap();\n    println!("{u}");\n}\n', ['domain|host|character|space|invalid|encode']),
  crate('rust-semver', 'two-parts', 'semver = "1"\n', 'fn main() {\n    let v = semver::Version::parse("1.2").unwrap();\n    println!("{v}");\n}\n', ['version|major|minor|patch|three|format']),
  crate('rust-semver', 'requirement-comma', 'semver = "1"\n', 'fn main() {\n    let r = semver::VersionReq::parse(">= 1.2.3 <2").unwrap();\n    println!("{r}");\n}\n', ['comma|separat|requirement|range|syntax']),
  crate('rust-chrono', 'format-mismatch', 'chrono = "0.4"\n', 'fn main() {\n    let d = chrono::NaiveDate::parse_from_str("2024/01/02", "%Y-%m-%d").unwrap();\n    println!("{d}");\n}\n', ['format|pattern|date|separator|parse|match']),
  crate('rust-chrono', 'rfc3339', 'chrono = "0.4"\n', 'fn main() {\n    let d = chrono::DateTime::parse_from_rfc3339("2024-01-02 10:00").unwrap();\n    println!("{d}");\n}\n', ['RFC ?3339|timezone|offset|format|seconds']),

  // ---- base64, hex, uuid, glob, csv
  crate('rust-base64', 'invalid-byte', 'base64 = "*"\n', 'fn main() {\n    let b = base64::decode("abc$").unwrap();\n    println!("{:?}", b);\n}\n', ['base64|character|byte|alphabet|invalid|padding|URL_SAFE']),
  crate('rust-hex', 'odd-length', 'hex = "*"\n', 'fn main() {\n    let b = hex::decode("abc").unwrap();\n    println!("{:?}", b);\n}\n', ['odd|even|length|digit|pair']),
  crate('rust-uuid', 'bad-length', 'uuid = "*"\n', 'fn main() {\n    let u = uuid::Uuid::parse_str("1234").unwrap();\n    println!("{u}");\n}\n', ['UUID|length|format|hyphen|36|32']),
  crate('rust-glob', 'recursive-wildcard', 'glob = "*"\n', 'fn main() {\n    for p in glob::glob("src/**.rs").unwrap() {\n        println!("{:?}", p);\n    }\n}\n', ['pattern|wildcard|\\*\\*|component|syntax|glob']),
  c('rust-csv', 'cargo', 'unequal-lengths', { ...EMPTY_CRATE, 'Cargo.toml': `${CARGO}\n[dependencies]\ncsv = "1"\n`, 'data.csv': 'id,name\n1,ann\n2,bo,extra\n', 'src/main.rs': 'fn main() {\n    let mut r = csv::Reader::from_path("data.csv").unwrap();\n    for rec in r.records() {\n        println!("{:?}", rec.unwrap());\n    }\n}\n' }, 'RUST_BACKTRACE=0 CARGO_TARGET_DIR=/tmp/errors28-cargo-target cargo run -q', ['field|column|flexible|record|length|number of']),
  c('rust-csv', 'cargo', 'deserialize-number', { ...EMPTY_CRATE, 'Cargo.toml': `${CARGO}\n[dependencies]\ncsv = "1"\n${SERDE}`, 'data.csv': 'id,name\nabc,ann\n', 'src/main.rs': '#[derive(serde::Deserialize, Debug)]\nstruct Row {\n    id: u32,\n    name: String,\n}\n\nfn main() {\n    let mut r = csv::Reader::from_path("data.csv").unwrap();\n    for row in r.deserialize::<Row>() {\n        println!("{:?}", row.unwrap());\n    }\n}\n' }, 'RUST_BACKTRACE=0 CARGO_TARGET_DIR=/tmp/errors28-cargo-target cargo run -q', ['integer|number|digit|type|parse|field']),

  // ---- cargo's lesser subcommands (one or two lines)
  c('cargo-lesser', 'cargo', 'locate-project', {}, 'cargo locate-project', ['Cargo\\.toml|manifest|project|directory|cargo new|init']),
  c('cargo-lesser', 'cargo', 'tree-invert-unknown', EMPTY_CRATE, 'cargo tree --offline -i nope', ['package|name|spec|depend|match|typo']),
  c('cargo-lesser', 'cargo', 'pkgid-unknown', EMPTY_CRATE, 'cargo pkgid --offline nope', ['package|name|spec|depend|match|typo']),
  c('cargo-lesser', 'cargo', 'metadata-format', EMPTY_CRATE, 'cargo metadata --offline --format-version 9', ['version|format|value|invalid']),
  c('cargo-lesser', 'cargo', 'remove-unknown', EMPTY_CRATE, 'cargo remove --offline nope', ['dependency|exist|Cargo\\.toml|name|found']),
  c('cargo-lesser', 'cargo', 'no-bench-target', EMPTY_CRATE, 'cargo bench --offline --bench nope', ['bench|target|name|benches|exist']),
];

export const CASES = RAW.map((x) => ({ ...x, expect: tight(x.expect) }));
