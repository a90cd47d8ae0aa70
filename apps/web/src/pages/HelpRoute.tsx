import { useLocation, useNavigate } from 'react-router';
import { helpArticleLink, termFromHash } from '../features/help/components/help-links';
import { lazyComponent } from '../lib/lazy-chunk';
import { LazyBoundary } from '../ui/LazyBoundary';
import { HomePage } from './HomePage';

/** The help centre (with the HTML sanitiser its articles need) is its own chunk. */
const HelpModal = lazyComponent(() =>
  import('../features/help/components/HelpModal').then((module) => module.HelpModal),
);

/** /help and /help#term: the home lobby with the help centre open on the article named by the hash. */
export function HelpRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const close = () => void navigate('/');
  return (
    <>
      <HomePage />
      <LazyBoundary fallback={null} onClose={close}>
        <HelpModal
          isOpen
          term={termFromHash(location.hash)}
          onSelect={(term) => void navigate(helpArticleLink(term), { replace: true })}
          onClose={close}
        />
      </LazyBoundary>
    </>
  );
}
