// What the landing page needs of the vn texts: the shell, the common words and the landing.
import common from './common.json';
import landing from './landing.json';
import shell from './shell.json';

export default { ...shell, ...common, ...landing } as Record<string, string>;
