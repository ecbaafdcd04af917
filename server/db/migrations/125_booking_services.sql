-- The bookings page's three services, written by staff in the studio: what each card and slide
-- says, its picture (the gallery's renditions until staff upload one; picture_id then names the
-- uploaded renditions, whose files are removed when a new one replaces them) and its own online
-- form (null: the server's configured form, else the contact form). updated_at is null while a
-- service is as the studio started.
create table booking_services (
  id text primary key,
  position integer not null,
  title text not null check (char_length(title) between 1 and 80),
  description text not null check (char_length(description) between 1 and 400),
  button_text text not null check (char_length(button_text) between 1 and 30),
  image_jpeg text not null,
  image_webp text not null,
  picture_id text,
  form_link text check (char_length(form_link) <= 500),
  updated_at timestamptz
);

insert into booking_services (id, position, title, description, button_text, image_jpeg, image_webp) values
  ('product-photography', 0, 'Product Photography',
   'Clean, consistent pictures of your products for your shop, Instagram and marketplaces, on white or on set.',
   'Schedule Session', '/media/gallery/adire-studio-wm-960.jpg', '/media/gallery/adire-studio-wm-960.webp'),
  ('portrait-photography', 1, 'Portrait Photography Session',
   'Individual, couple and family portraits in our Ibadan studio or on location, with light that flatters every skin tone.',
   'Schedule Session', '/media/gallery/golden-hour-bodija-wm-960.jpg', '/media/gallery/golden-hour-bodija-wm-960.webp'),
  ('source-items', 2, 'Source Items Not On List',
   'Looking for a lens, light or backdrop we do not stock? Tell us what you need and we will find it for you.',
   'Request Item', '/media/gallery/market-colours-wm-960.jpg', '/media/gallery/market-colours-wm-960.webp');
