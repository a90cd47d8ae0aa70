import { useLocation, useNavigate } from 'react-router';
import { HelpModal } from '../features/help/components/HelpModal';
import { helpArticleLink, termFromHash } from '../features/help/components/help-links';
import { HomePage } from './HomePage';

/** /help and /help#term: the home lobby with the help centre open on the article named by the hash. */
export function HelpRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <HomePage />
      <HelpModal
        isOpen
        term={termFromHash(location.hash)}
        onSelect={(term) => void navigate(helpArticleLink(term), { replace: true })}
        onClose={() => void navigate('/')}
      />
    </>
  );
}
