import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Stands for the Google map: rendering it is what would load Google's script.
const mapRendered = vi.hoisted(() => vi.fn());
vi.mock('@/components/contact/ContactMap', () => ({
  default: (props: { label: string }) => {
    mapRendered(props);
    return <div role="region" aria-label={props.label} />;
  },
}));

const { MapLoader } = await import('@/components/contact/MapLoader');

describe('the contact map on request (docs/decisions/0045-map-on-request.md)', () => {
  it('shows a button and the notice, and draws the map only once it is pressed', async () => {
    render(
      <MapLoader
        apiKey="k"
        language="en"
        label="Map: Ravage’s location"
        loadingText="Loading the map…"
        labels={{ show: 'Show the map', notice: 'The map is Google’s.' }}
      />,
    );
    expect(screen.getByText('The map is Google’s.')).toBeInTheDocument();
    expect(screen.queryByTestId('contact-map')).toBeNull();
    expect(mapRendered).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    expect(screen.getByTestId('contact-map')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Map: Ravage’s location' })).toBeInTheDocument();
    expect(mapRendered).toHaveBeenCalledWith(expect.objectContaining({ apiKey: 'k', language: 'en' }));
    expect(screen.queryByRole('button', { name: 'Show the map' })).toBeNull();
  });
});
