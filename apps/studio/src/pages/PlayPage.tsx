import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { httpStudioApi } from '../api/studio-api';
import { launchFor } from '../lib/launch-capture';
import { GameScreen } from '../shell/GameScreen';

/** /studio/play/:gameCode?token=…&lang=… */
export function PlayPage() {
  const { gameCode } = useParams();
  const location = useLocation();
  const api = useMemo(() => httpStudioApi(), []);
  const launch = useMemo(() => launchFor(`/studio${location.pathname}`), [location.pathname]);
  return <GameScreen key={gameCode} api={api} gameCode={gameCode} launchToken={launch.token} langParam={launch.lang} />;
}
