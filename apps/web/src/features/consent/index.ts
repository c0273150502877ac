/** Analytics and chat from configuration, behind the consent banner (mounted by app/ once the first screen is idle). */
export { ThirdPartyScripts } from './third-party-scripts';
