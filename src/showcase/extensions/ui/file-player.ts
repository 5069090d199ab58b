import { createReactPlayer } from 'react-player/ReactPlayer';
import HtmlPlayer from 'react-player/HtmlPlayer';
import { canPlay } from 'react-player/patterns';

const file = { key: 'html', name: 'html', canPlay: canPlay.html, canEnablePIP: () => true, player: HtmlPlayer };

/**
 * ReactPlayer with its file player only: the page plays files served here, so the streaming and site players
 * (HLS, DASH, YouTube…) it can also carry stay out of the build.
 */
export const FilePlayer = createReactPlayer([file], file);
