'use client';

import { createContext } from 'react';

/**
 * What a home half tells its video slides (HomeSlider → SlideVideo): which
 * slide shows, whether the half moves by itself (not under reduced motion,
 * not after pause), and the videos the visitor started with a tap.
 */
export type HomeVideoState = { activeKey: number | null; moving: boolean; started: ReadonlySet<number> };

export const HomeVideoContext = createContext<HomeVideoState>({ activeKey: null, moving: false, started: new Set() });
