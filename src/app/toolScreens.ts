// The operator console and the QA gallery, one import away from the entry:
// their lists of files to fetch beside them (the bundler writes one for each
// lazy import) stay in this small chunk instead of the players' entry. An
// operator or a tester opening them waits one round trip more; players never do.
export const consoleScreen = () => import('../console/ConsoleApp');
export const qaGalleryScreen = () => import('../screens/qa-gallery/QaGalleryScreen');
