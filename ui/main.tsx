import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ProjectsOutput } from '../src/api/dashboard.js';
import { ApiError, currentProject, get, onUnauthorized, setProject, setToken } from './api.js';
import { ErrorNote } from './components.js';
import { VIEWS, useRoute } from './router.js';
import { Checkpoints } from './views/checkpoints.js';
import { Operations } from './views/operations.js';
import { Overview } from './views/overview.js';
import { Remediations } from './views/remediations.js';
import { Repositories } from './views/repositories.js';
import { Skills } from './views/skills.js';

const DEFAULT_PROJECT = '_default';

function App() {
  const [signedOut, setSignedOut] = useState(false);
  const [projects, setProjects] = useState<ProjectsOutput['projects'] | null>(null);
  const [project, choose] = useState<string | null>(currentProject());
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => onUnauthorized(() => setSignedOut(true)), []);
  useEffect(() => {
    get<ProjectsOutput>('/v1/projects').then(
      (answer) => {
        setSignedOut(false);
        setError(null);
        setProjects(answer.projects);
        const known = answer.projects.map((p) => p.id);
        if (project === null || (!known.includes(project) && project !== asked)) {
          const first = known[0] ?? DEFAULT_PROJECT;
          setProject(first);
          choose(first);
        }
      },
      (e: Error) => {
        if (!(e instanceof ApiError && e.status === 401)) setError(e.message);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tick]);
  if (signedOut) {
    return (
      <SignIn
        onSignedIn={() => {
          setSignedOut(false);
          setTick((t) => t + 1);
        }}
      />
    );
  }
  return (
    <>
      <a
        class="skip"
        href="#main"
        onClick={(event) => {
          // The hash names views: focus the content without navigating.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <header>
        <span class="brand">contextd</span>
        <nav aria-label="Views">
          <Nav />
        </nav>
        <ProjectSelect
          projects={projects}
          project={project}
          onChange={(p) => {
            setProject(p);
            choose(p);
          }}
        />
        {sessionStorage.getItem('contextd.token') && (
          <button
            type="button"
            onClick={() => {
              setToken(null);
              setSignedOut(true);
            }}
          >
            Sign out
          </button>
        )}
      </header>
      <main id="main" tabIndex={-1}>
        <ErrorNote error={error} />
        {project !== null && <Main project={project} />}
      </main>
    </>
  );
}

function Nav() {
  const route = useRoute();
  return (
    <ul>
      {VIEWS.map(([view, label]) => (
        <li key={view}>
          <a href={`#/${view}`} aria-current={route.view === view ? 'page' : undefined}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Main(props: { project: string }) {
  const route = useRoute();
  const mainRef = useRef<string>(route.view);
  useEffect(() => {
    // Keyboard and screen-reader users land on the new view's heading, not at the top of the page.
    if (mainRef.current !== route.view) document.querySelector<HTMLElement>('main h1')?.focus();
    mainRef.current = route.view;
    const label = VIEWS.find(([v]) => v === route.view)?.[1] ?? 'Overview';
    document.title = `${label} · contextd`;
  }, [route.view]);
  const p = props.project;
  switch (route.view) {
    case 'checkpoints':
      return <Checkpoints key={p} project={p} id={route.item} />;
    case 'remediations':
      return <Remediations key={p} project={p} id={route.item} />;
    case 'skills':
      return <Skills key={p} project={p} name={route.item} />;
    case 'repositories':
      return <Repositories key={p} project={p} />;
    case 'operations':
      return <Operations key={p} project={p} />;
    default:
      return <Overview key={p} project={p} />;
  }
}

function ProjectSelect(props: { projects: ProjectsOutput['projects'] | null; project: string | null; onChange: (project: string) => void }) {
  const ids = (props.projects ?? []).map((p) => p.id);
  if (props.project !== null && !ids.includes(props.project)) ids.unshift(props.project);
  return (
    <label class="project">
      <span class="label">Project</span>
      <select value={props.project ?? ''} onChange={(e) => props.onChange((e.target as HTMLSelectElement).value)}>
        {ids.map((id) => (
          <option key={id} value={id}>
            {id}
          </option>
        ))}
      </select>
    </label>
  );
}

function SignIn(props: { onSignedIn: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setToken(value.trim());
    try {
      await get('/v1/projects');
      props.onSignedIn();
    } catch (e) {
      setToken(null);
      setError(e instanceof ApiError && e.status === 401 ? 'That token is not valid for this daemon.' : (e as Error).message);
    }
  };
  return (
    <main id="main" class="signin">
      <h1>Sign in to contextd</h1>
      <p>This daemon serves a team: enter your contextd token (the one in CONTEXTD_TOKEN). It is kept for this tab only.</p>
      <form onSubmit={(e) => void submit(e)}>
        <label for="token">Token</label>
        <input id="token" name="token" type="password" autoComplete="current-password" required value={value} onInput={(e) => setValue((e.target as HTMLInputElement).value)} />
        <button type="submit">Sign in</button>
      </form>
      <ErrorNote error={error} />
    </main>
  );
}

// `contextd ui` opens /?project=<id>: that project first, then the address is tidied.
const asked = new URLSearchParams(location.search).get('project');
if (asked) {
  setProject(asked);
  history.replaceState(null, '', `/${location.hash}`);
}

const root = document.getElementById('app');
if (root) {
  root.textContent = '';
  render(<App />, root);
}
