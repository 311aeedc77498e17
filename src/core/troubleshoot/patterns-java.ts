/** Java / JVM, Maven and Gradle patterns. See patterns.ts. */
import type { TroublePattern } from './types.js';

export const JAVA_PATTERNS: readonly TroublePattern[] = [
  {
    id: 'java.null-pointer',
    ecosystem: 'java',
    errorType: 'NullPointerException',
    title: 'NullPointerException',
    explanation: 'A method or field was used on a null reference: an uninitialized field, a lookup/repository call that returned null, a missing injected dependency, or unboxing a null Integer. Java 14+ "helpful NPE" messages name the null expression.',
    fix: 'Read the "because ... is null" part and the first frame in your code; initialize the field, handle the missing case (`Optional`, `Objects.requireNonNull` with a message, null checks), and fix injection (constructor injection, @Autowired bean present).',
    match: [/\bjava\.lang\.NullPointerException\b/, /Cannot invoke "[^"]+" because /, /\bkotlin\.KotlinNullPointerException\b/],
    keywords: ['null pointer exception', 'npe', 'object is null java', 'cannot invoke because is null', 'optional'],
    example: `Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()" because "name" is null
\tat com.acme.shop.UserService.normalize(UserService.java:42)
\tat com.acme.shop.App.main(App.java:15)`,
  },
  {
    id: 'java.class-not-found',
    ecosystem: 'java',
    errorType: 'ClassNotFoundException',
    title: 'Class not found at runtime (classpath problem)',
    explanation: 'The JVM could not load a class: the dependency is not on the runtime classpath (a thin jar run without its libraries, a `provided`/test scope), the main class name or package is wrong, or two library versions conflict.',
    fix: 'Build a runnable jar with dependencies (Spring Boot plugin, maven-shade/assembly, Gradle `application`/shadow) or pass `-cp "app.jar:libs/*"`; check the dependency scope in pom.xml/build.gradle; verify the fully qualified main class; `mvn dependency:tree` to find conflicts.',
    match: [/\bjava\.lang\.ClassNotFoundException\b/, /\bjava\.lang\.NoClassDefFoundError\b/, /Error: Could not find or load main class \S+/],
    keywords: ['class not found', 'noclassdeffounderror', 'classpath missing dependency', 'could not find or load main class', 'fat jar'],
    example: `Exception in thread "main" java.lang.NoClassDefFoundError: org/slf4j/LoggerFactory
\tat com.acme.api.Main.<clinit>(Main.java:9)
Caused by: java.lang.ClassNotFoundException: org.slf4j.LoggerFactory
\tat java.base/jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:641)
\t... 1 more`,
  },
  {
    id: 'java.unsupported-class-version',
    ecosystem: 'java',
    errorType: 'UnsupportedClassVersionError',
    title: 'Compiled for a newer Java than the runtime',
    explanation: 'The class files were compiled by a newer JDK than the JVM running them (class file version 61 = Java 17, 65 = Java 21; the runtime only supports up to its own version).',
    fix: 'Run with a JDK at least as new as the compiler (`java -version`, set JAVA_HOME, `sdk use java 21` / the IDE/CI JDK), or compile for the older target (`<maven.compiler.release>17</maven.compiler.release>`, Gradle toolchain `languageVersion = JavaLanguageVersion.of(17)`).',
    match: [/\bUnsupportedClassVersionError\b/, /has been compiled by a more recent version of the Java Runtime \(class file version [\d.]+\)/],
    keywords: ['unsupported class version', 'class file version', 'compiled by a more recent version of java', 'java_home wrong jdk'],
    example: `Error: LinkageError occurred while loading main class com.acme.App
\tjava.lang.UnsupportedClassVersionError: com/acme/App has been compiled by a more recent version of the Java Runtime (class file version 65.0), this version of the Java Runtime only recognizes class file versions up to 61.0`,
  },
  {
    id: 'java.no-main-manifest',
    ecosystem: 'java',
    errorType: null,
    title: 'The jar has no Main-Class in its manifest (java -jar cannot start it)',
    explanation: '`java -jar` starts the class named by the Main-Class attribute of META-INF/MANIFEST.MF, and this jar has none: it was built as a plain library jar (`jar cf`, Maven\'s default jar plugin, Gradle\'s jar task) or the wrong artifact was run (the thin jar instead of the runnable one, the -sources or -plain jar).',
    fix: 'Name the entry point when building: `jar cfe app.jar com.acme.Main -C classes .`, Maven `maven-jar-plugin` <archive><manifest><mainClass>com.acme.Main</mainClass></manifest></archive> (or the shade/assembly plugin with a ManifestResourceTransformer, the Spring Boot plugin), Gradle `jar { manifest { attributes "Main-Class": "com.acme.Main" } }`; or run it without -jar: `java -cp app.jar com.acme.Main`.',
    match: [/\bno main manifest attribute, in \S+/, /\bFailed to load Main-Class manifest attribute from\b/],
    keywords: ['no main manifest attribute', 'main-class manifest', 'java -jar', 'runnable jar', 'mainclass'],
    example: 'no main manifest attribute, in target/app-1.0.jar',
    variants: ['no main manifest attribute, in /home/dev/app/build/libs/app.jar', 'Failed to load Main-Class manifest attribute from\nbuild/libs/app-plain.jar'],
  },
  {
    id: 'java.out-of-memory',
    ecosystem: 'java',
    errorType: 'OutOfMemoryError',
    title: 'Java heap space exhausted (OutOfMemoryError)',
    explanation: 'The JVM heap (or metaspace) is full: the -Xmx limit is too small for the workload, data is loaded all at once (big lists, whole files, unbounded caches), or objects leak.',
    fix: 'Raise the limit (`-Xmx2g`, `JAVA_TOOL_OPTIONS`, container-aware `-XX:MaxRAMPercentage=75`); stream or paginate large data; capture a heap dump (`-XX:+HeapDumpOnOutOfMemoryError`) and inspect it with Eclipse MAT/VisualVM to find the leak.',
    match: [/java\.lang\.OutOfMemoryError: (?:Java heap space|GC overhead limit exceeded|Metaspace)/],
    keywords: ['java heap space', 'out of memory java', 'xmx', 'gc overhead limit exceeded', 'heap dump'],
    example: `Exception in thread "main" java.lang.OutOfMemoryError: Java heap space
\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)
\tat com.acme.report.CsvExporter.export(CsvExporter.java:88)`,
  },
  {
    id: 'java.maven-dependency-resolution',
    ecosystem: 'java',
    errorType: null,
    title: 'Maven could not resolve dependencies',
    explanation: 'Maven could not download an artifact: it does not exist in the configured repositories (typo, unpublished internal/SNAPSHOT module), the private repository needs credentials in settings.xml, a proxy/TLS problem blocks it, or a failed download is cached.',
    fix: 'Check the coordinates on the repository; build sibling modules first (`mvn install` from the root); add the repository and credentials in ~/.m2/settings.xml; force a refresh with `mvn -U clean install`; delete the broken folder under ~/.m2/repository.',
    match: [/Could not resolve dependencies for project \S+/, /Could not find artifact \S+ in \S+/, /Could not transfer artifact \S+ from\/to /, /Failed to collect dependencies at \S+/],
    keywords: ['maven could not resolve dependencies', 'artifact not found', 'settings xml repository', 'mvn -U', 'snapshot dependency missing'],
    example: `[ERROR] Failed to execute goal on project order-service: Could not resolve dependencies for project com.acme:order-service:jar:1.4.0-SNAPSHOT: Could not find artifact com.acme:common-lib:jar:2.1.0 in central (https://repo.maven.apache.org/maven2) -> [Help 1]`,
  },
  {
    id: 'java.gradle-jvm-incompatible',
    ecosystem: 'java',
    errorType: null,
    title: 'Gradle and JDK versions are incompatible',
    explanation: 'The JDK running Gradle is too new for the Gradle version (e.g. Java 21 needs Gradle 8.5+: "Unsupported class file major version 65"), or too old for a plugin (Android Gradle Plugin 8 needs Java 17).',
    fix: 'Match the versions: upgrade the wrapper (`./gradlew wrapper --gradle-version 8.8`) or run Gradle with a supported JDK (set JAVA_HOME / `org.gradle.java.home` in gradle.properties / Android Studio "Gradle JDK"). Use toolchains to compile for a different Java version.',
    match: [/Unsupported class file major version \d+/, /Dependency requires at least JVM runtime version \d+/, /Gradle requires JVM \d+ or later to run/],
    keywords: ['unsupported class file major version', 'gradle jdk incompatible', 'gradle java version', 'upgrade gradle wrapper', 'gradle jvm'],
    example: `FAILURE: Build failed with an exception.

* What went wrong:
Could not open cp_settings generic class cache for settings file '/home/dev/app/settings.gradle' (/home/dev/.gradle/caches/7.6/scripts/4x1b2c).
> BUG! exception in phase 'semantic analysis' in source unit '_BuildScript_' Unsupported class file major version 65`,
  },
  {
    id: 'java.gradle-daemon-crashed',
    ecosystem: 'java',
    errorType: null,
    title: 'Gradle daemon crashed or ran out of memory',
    explanation: 'The Gradle daemon process died during the build, usually killed for memory (too small `org.gradle.jvmargs` heap, or the machine/container OOM killer), sometimes by an incompatible JDK or corrupted cache.',
    fix: 'Give the daemon more memory in gradle.properties (`org.gradle.jvmargs=-Xmx4g -XX:MaxMetaspaceSize=1g`), reduce parallel workers (`org.gradle.workers.max=2`) on small CI machines, then `./gradlew --stop` and rebuild; check the daemon log under ~/.gradle/daemon/.',
    match: [/Gradle build daemon disappeared unexpectedly/, /Expiring Daemon because JVM heap space is exhausted/, /Daemon will be stopped at the end of the build after running out of JVM memory/],
    keywords: ['gradle daemon disappeared', 'gradle out of memory', 'org.gradle.jvmargs', 'gradle daemon crashed'],
    example: `FAILURE: Build failed with an exception.

* What went wrong:
Gradle build daemon disappeared unexpectedly (it may have been killed or may have crashed)`,
  },
  {
    id: 'java.cannot-find-symbol',
    ecosystem: 'java',
    errorType: null,
    title: 'javac cannot find symbol',
    explanation: 'The compiler does not know a class, method or variable: a missing import, a typo, a dependency missing from the build, generated code (Lombok, MapStruct, protobuf) not generated, or a class in another module not built.',
    fix: 'Read the "symbol:" and "location:" lines; add the import or the dependency; enable annotation processing / the Lombok plugin; rebuild dependent modules (`mvn -pl <module> -am install`, `./gradlew build`); invalidate IDE caches if only the IDE fails.',
    match: [/(?:error: |\.java:\[\d+,\d+\] )cannot find symbol/, /\bsymbol:\s+(?:class|variable|method) \S+/],
    keywords: ['cannot find symbol', 'javac error', 'missing import java', 'lombok not generated', 'symbol location'],
    example: `[ERROR] /home/dev/shop/src/main/java/com/acme/shop/OrderController.java:[27,9] cannot find symbol
[ERROR]   symbol:   class OrderDto
[ERROR]   location: class com.acme.shop.OrderController`,
  },
  {
    id: 'java.no-such-method',
    ecosystem: 'java',
    errorType: 'NoSuchMethodError',
    title: 'NoSuchMethodError (library version conflict)',
    explanation: 'Code was compiled against one version of a library but a different version is on the runtime classpath, where that method does not exist (two transitive versions of Guava, Jackson, log4j, Spring...).',
    fix: 'Find which versions are present: `mvn dependency:tree -Dverbose -Dincludes=<group>` or `./gradlew dependencyInsight --dependency <name>`; align them with dependencyManagement/BOMs or Gradle constraints; exclude the stale transitive dependency; rebuild shaded jars.',
    match: [/\bjava\.lang\.NoSuchMethodError\b/, /\bjava\.lang\.AbstractMethodError\b/],
    keywords: ['nosuchmethoderror', 'dependency version conflict java', 'dependency tree', 'classpath conflict', 'bom'],
    example: `Exception in thread "main" java.lang.NoSuchMethodError: 'com.google.common.collect.ImmutableList com.google.common.collect.ImmutableList.toImmutableList()'
\tat com.acme.etl.Pipeline.run(Pipeline.java:61)`,
  },
];
