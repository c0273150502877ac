// What app/ composes from the tracking feature (Home's tracking-number box).
export { HomeTrackingBox } from './components/home-tracking-box';
