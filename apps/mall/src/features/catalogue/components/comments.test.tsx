import { screen } from '@testing-library/react';
import { mockEndpoint, REMARKS } from '@ws/api-sdk/mocks';
import { renderWithProviders } from '@ws/ui/testing';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { Comments } from './comments';

describe('product comments', () => {
  it('shows the seller answer under a review as 商家回复, and nothing for a review without one', async () => {
    server.use(mockEndpoint('listremark', { items: REMARKS.slice(0, 2), total: 2 }));
    renderWithProviders(<Comments productId={401} />, { app: 'mall', route: '/enableInfo?id=401' });
    expect(await screen.findByText(REMARKS[0]!.reply)).toBeInTheDocument();
    expect(screen.getAllByText('商家回复：')).toHaveLength(1);
    expect(screen.getByText(REMARKS[1]!.content)).toBeInTheDocument();
  });
});
