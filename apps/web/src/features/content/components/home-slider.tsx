import { ActionIcon, Box, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useDrag, useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { uploadUrl } from '../../../lib/upload-url';
import { SmartLink } from '../../../ui/smart-link';
import type { Slide } from '../api/get-slides';
import { plainText } from '../plain-text';

const INTERVAL_MS = 6000;
/** How far a finger travels sideways (px) before the gesture turns the slide rather than taps it. */
const SWIPE_PX = 40;

const arrow = {
  variant: 'white',
  radius: 'xl',
  size: 'lg',
  pos: 'absolute',
  top: '50%',
  style: { transform: 'translateY(-50%)', opacity: 0.9, pointerEvents: 'auto' },
} as const;

/**
 * The home page slider (GET /api/slideList), shown at once: no artificial delay. The first image loads with high
 * priority, the others lazily. Previous / next (on every screen), a swipe on touch screens, one dot per slide (24 px
 * touch targets), autoplay that pauses on hover and focus, can be stopped, and stays off for users who ask for
 * reduced motion (WAI-ARIA carousel pattern). Title and text are real text (see app/global.css).
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
  const go = (i: number) => setIndex((i + count) % count);

  // A mouse is left alone (it drags images and selects text, and has the arrows); a click that ends a swipe is
  // swallowed so that the slide's link does not open.
  const swiped = useRef(false);
  const swipe = useDrag(
    ({ last, canceled, movement: [dx], event }) => {
      if (!last || canceled || event.pointerType === 'mouse' || Math.abs(dx) < SWIPE_PX) return;
      swiped.current = true;
      go(index + (dx < 0 ? 1 : -1));
    },
    { axis: 'lock', threshold: 8, enabled: count > 1 },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a move (by hand or by the timer) starts the next interval
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, count, index]);

  if (count === 0) return null;

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
        ref={swipe.ref}
        aria-live={playing ? 'off' : 'polite'}
        onClickCapture={(event) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
        }}
        style={{
          display: 'flex',
          transform: `translateX(-${index * 100}%)`,
          transition: reducedMotion ? undefined : 'transform 450ms ease',
          // vertical scrolling stays with the browser; sideways movement reaches the swipe
          touchAction: 'pan-y',
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
            pos="relative"
            style={{ flex: '0 0 100%', display: 'flex', flexDirection: 'column' }}
          >
            {/* as tall as the tallest slide, so that the dots sit in every caption band alike */}
            <SmartLink
              to={slide.link}
              underline="never"
              c="inherit"
              style={{ flex: 1, display: 'flex', flexDirection: 'column' }}
            >
              <Image
                src={uploadUrl(slide.resim)}
                // decorative: the caption writes out the title and text
                alt=""
                width={1200}
                height={450}
                loading={i === index || (warm && i === (index + 1) % count) ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                onLoad={i === 0 ? () => setWarm(true) : undefined}
                draggable={false}
                style={{ width: '100%', height: 'auto', aspectRatio: '8 / 3', objectFit: 'cover' }}
              />
              <div className="home-slide-caption">
                <Text fw={700} fz={{ base: 'md', sm: 28 }} lh={1.25} lineClamp={2} c="white">
                  {slide.baslik}
                </Text>
                {plainText(slide.metin) && (
                  <Text fz={{ base: 'sm', sm: 'lg' }} lineClamp={2} c="white">
                    {plainText(slide.metin)}
                  </Text>
                )}
              </div>
            </SmartLink>
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <>
          {/* over the picture only (8:3, like the images), clear of the phones' caption band */}
          <Box pos="absolute" top={0} left={0} right={0} style={{ aspectRatio: '8 / 3', pointerEvents: 'none' }}>
            <ActionIcon {...arrow} left={8} onClick={() => go(index - 1)} aria-label="Önceki slayt">
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon {...arrow} right={8} onClick={() => go(index + 1)} aria-label="Sonraki slayt">
              <IconChevronRight size={20} />
            </ActionIcon>
          </Box>
          <Group gap={0} pos="absolute" bottom={{ base: 4, sm: 10 }} left={0} right={0} justify="center">
            <ActionIcon
              variant="white"
              radius="xl"
              size={24}
              mr={4}
              style={{ opacity: 0.9 }}
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? 'Oynat' : 'Durdur'}
            >
              {stopped ? <IconPlayerPlay size={12} /> : <IconPlayerPause size={12} />}
            </ActionIcon>
            {slides.map((slide, i) => (
              // a 24 px target around the small dot (WCAG 2.5.8)
              <UnstyledButton
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per place, like the slides
                key={`${slide.baslik}-dot-${i}`}
                onClick={() => go(i)}
                aria-label={`Slayt ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                miw={24}
                h={24}
                px={2}
                style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                <Box
                  w={i === index ? 22 : 10}
                  h={10}
                  style={{
                    borderRadius: 5,
                    background: 'white',
                    opacity: i === index ? 0.95 : 0.6,
                    boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.35)',
                    transition: 'width 200ms',
                  }}
                />
              </UnstyledButton>
            ))}
          </Group>
        </>
      )}
    </Box>
  );
}
