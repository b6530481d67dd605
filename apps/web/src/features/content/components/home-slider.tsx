import { ActionIcon, Box, Group, Image, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { uploadUrl } from '../../../lib/upload-url';
import { SmartLink } from '../../../ui/smart-link';
import type { Slide } from '../api/get-slides';

const INTERVAL_MS = 6000;

/**
 * The home page slider (GET /api/slideList), shown at once: no artificial delay. The first image loads with high
 * priority, the others lazily. Previous / next, one dot per slide, autoplay that pauses on hover and focus, can be
 * stopped, and stays off for users who ask for reduced motion (WAI-ARIA carousel pattern).
 */
export function HomeSlider({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Once the first image is in, the next slide's image may load (the rest wait until their turn comes).
  const [warm, setWarm] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const playing = count > 1 && !paused && !stopped && !reducedMotion;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a move (by hand or by the timer) starts the next interval
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, count, index]);

  if (count === 0) return null;
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Öne çıkanlar"
      pos="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      style={{
        borderRadius: 'var(--mantine-radius-lg)',
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      <Box
        aria-live={playing ? 'off' : 'polite'}
        style={{
          display: 'flex',
          transform: `translateX(-${index * 100}%)`,
          transition: reducedMotion ? undefined : 'transform 450ms ease',
        }}
      >
        {slides.map((slide, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id; a slide is its place in the list
            key={`${slide.baslik}-${i}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}: ${slide.baslik}`}
            aria-hidden={i !== index}
            inert={i !== index}
            style={{ flex: '0 0 100%' }}
          >
            <SmartLink to={slide.link} display="block" underline="never" c="inherit">
              <Image
                src={uploadUrl(slide.resim)}
                alt={slide.metin ? `${slide.baslik}. ${slide.metin}` : slide.baslik}
                width={1200}
                height={450}
                loading={i === index || (warm && i === (index + 1) % count) ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                onLoad={i === 0 ? () => setWarm(true) : undefined}
                style={{ width: '100%', height: 'auto', aspectRatio: '8 / 3', objectFit: 'cover' }}
              />
            </SmartLink>
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <>
          <ActionIcon
            visibleFrom="sm"
            variant="white"
            radius="xl"
            size="lg"
            pos="absolute"
            left={8}
            top="50%"
            style={{ transform: 'translateY(-50%)', opacity: 0.85 }}
            onClick={() => go(index - 1)}
            aria-label="Önceki slayt"
          >
            <IconChevronLeft size={20} />
          </ActionIcon>
          <ActionIcon
            visibleFrom="sm"
            variant="white"
            radius="xl"
            size="lg"
            pos="absolute"
            right={8}
            top="50%"
            style={{ transform: 'translateY(-50%)', opacity: 0.85 }}
            onClick={() => go(index + 1)}
            aria-label="Sonraki slayt"
          >
            <IconChevronRight size={20} />
          </ActionIcon>
          <Group gap={6} pos="absolute" bottom={{ base: 6, sm: 12 }} left={0} right={0} justify="center">
            <ActionIcon
              variant="white"
              radius="xl"
              size="sm"
              style={{ opacity: 0.85 }}
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? 'Oynat' : 'Durdur'}
            >
              {stopped ? <IconPlayerPlay size={12} /> : <IconPlayerPause size={12} />}
            </ActionIcon>
            {slides.map((slide, i) => (
              <UnstyledButton
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per place, like the slides
                key={`${slide.baslik}-dot-${i}`}
                onClick={() => go(i)}
                aria-label={`Slayt ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                w={i === index ? 22 : 10}
                h={10}
                style={{
                  borderRadius: 5,
                  background: 'white',
                  opacity: i === index ? 0.95 : 0.6,
                  transition: 'width 200ms',
                }}
              />
            ))}
          </Group>
        </>
      )}
    </Box>
  );
}
