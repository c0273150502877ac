import ParcelNotesPage from './parcel-notes-page';

/** SPEC §2 submit/parcelEx: the chosen parcels, each leading to its extra services and their photos. */
export default function ParcelServicesPage() {
  return <ParcelNotesPage show="services" />;
}
