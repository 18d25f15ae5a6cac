import { Anchor, Box, Stack, Text } from '@mantine/core';
import { IconMapPinFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const tileSize = 256;
const zoom = 14;
const width = 480;
const height = 240;
const tileUrl = (x: number, y: number) => `https://tile.openstreetmap.org/${zoom}/${x}/${y}.png`;

/** Web Mercator: the point's position in world pixels at the map's zoom. */
function worldPixelOf(latitude: number, longitude: number): { x: number; y: number } {
  const scale = tileSize * 2 ** zoom;
  const sinLatitude = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sinLatitude) / (1 - sinLatitude)) / (4 * Math.PI)) * scale,
  };
}

/** The tiles that cover the preview, each with where it sits in the preview. */
function tilesAround(latitude: number, longitude: number) {
  const centre = worldPixelOf(latitude, longitude);
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  const tiles: { key: string; url: string; left: number; top: number }[] = [];
  for (let tileX = Math.floor(left / tileSize); tileX * tileSize < left + width; tileX += 1) {
    for (let tileY = Math.floor(top / tileSize); tileY * tileSize < top + height; tileY += 1) {
      tiles.push({
        key: `${tileX}/${tileY}`,
        url: tileUrl(tileX, tileY),
        left: tileX * tileSize - left,
        top: tileY * tileSize - top,
      });
    }
  }
  return tiles;
}

/**
 * The area's point on an OpenStreetMap map, when the browser can reach the tiles: without internet the
 * first tile that fails hides the map, and only the coordinates in text remain. No map library.
 */
export function MapPreview({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useTranslation();
  const [hasFailed, setHasFailed] = useState(false);
  const coordinates = { latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) };

  return (
    <Stack gap={4}>
      {!hasFailed && (
        <Box
          role="img"
          aria-label={t('areas.map.label', coordinates)}
          pos="relative"
          w={width}
          maw="100%"
          h={height}
          style={{ overflow: 'hidden', borderRadius: 'var(--mantine-radius-sm)' }}
          bg="gray.1"
        >
          {tilesAround(latitude, longitude).map((tile) => (
            <img
              key={tile.key}
              src={tile.url}
              alt=""
              width={tileSize}
              height={tileSize}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
              onError={() => setHasFailed(true)}
              style={{ position: 'absolute', left: tile.left, top: tile.top, maxWidth: 'none' }}
            />
          ))}
          <IconMapPinFilled
            aria-hidden
            size={32}
            color="var(--mantine-color-red-7)"
            style={{ position: 'absolute', left: width / 2 - 16, top: height / 2 - 32 }}
          />
        </Box>
      )}
      <Text size="sm">{t('areas.map.coordinates', coordinates)}</Text>
      {!hasFailed && (
        <Text size="xs" c="dimmed">
          <Anchor href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer" size="xs">
            {t('areas.map.attribution')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
