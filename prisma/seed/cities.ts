export interface CitySeed {
  slug: string;
  nameEn: string;
  nameVn: string;
  descriptionEn: string;
  descriptionVn: string;
  latitude: number;
  longitude: number;
  skyline: string;
}

export const cities: CitySeed[] = [
  {
    slug: 'hanoi',
    nameEn: 'Hanoi',
    nameVn: 'Hà Nội',
    descriptionEn:
      'The capital, a thousand years old: the Old Quarter’s 36 streets, Hoan Kiem Lake and French boulevards. The start of the northern loops to Ninh Binh, Mai Chau and Ha Giang.',
    descriptionVn:
      'Thủ đô nghìn năm văn hiến: 36 phố phường, hồ Hoàn Kiếm và những đại lộ thời Pháp. Điểm khởi đầu của các cung đường phía Bắc đến Ninh Bình, Mai Châu và Hà Giang.',
    latitude: 21.0285,
    longitude: 105.8542,
    skyline: '#c0392b',
  },
  {
    slug: 'ho-chi-minh-city',
    nameEn: 'Ho Chi Minh City',
    nameVn: 'Thành phố Hồ Chí Minh',
    descriptionEn:
      'Vietnam’s largest city never sleeps: millions of scooters, street food on every corner and rooftop bars over the Saigon River. A good base for the Mekong Delta and the road to Da Lat.',
    descriptionVn:
      'Thành phố lớn nhất Việt Nam không bao giờ ngủ: hàng triệu xe máy, ẩm thực đường phố khắp nơi và quán bar trên cao bên sông Sài Gòn. Điểm xuất phát lý tưởng đến miền Tây và Đà Lạt.',
    latitude: 10.7769,
    longitude: 106.7009,
    skyline: '#2c3e50',
  },
  {
    slug: 'da-nang',
    nameEn: 'Da Nang',
    nameVn: 'Đà Nẵng',
    descriptionEn:
      'A modern beach city between mountains and sea. Ride the Hai Van Pass, one of the most beautiful coastal roads in the world, or climb to the Marble Mountains.',
    descriptionVn:
      'Thành phố biển hiện đại giữa núi và biển. Chinh phục đèo Hải Vân, một trong những cung đường ven biển đẹp nhất thế giới, hoặc leo Ngũ Hành Sơn.',
    latitude: 16.0544,
    longitude: 108.2022,
    skyline: '#2980b9',
  },
  {
    slug: 'hoi-an',
    nameEn: 'Hoi An',
    nameVn: 'Hội An',
    descriptionEn:
      'A lantern-lit trading port on the Thu Bon River, its old town a UNESCO World Heritage site. Quiet country roads lead to rice fields, An Bang beach and the My Son ruins.',
    descriptionVn:
      'Thương cảng cổ lung linh đèn lồng bên sông Thu Bồn, phố cổ là Di sản Văn hóa Thế giới. Những con đường quê yên bình dẫn đến cánh đồng lúa, biển An Bàng và thánh địa Mỹ Sơn.',
    latitude: 15.8801,
    longitude: 108.338,
    skyline: '#f39c12',
  },
  {
    slug: 'hue',
    nameEn: 'Hue',
    nameVn: 'Huế',
    descriptionEn:
      'The old imperial capital on the Perfume River, with its citadel, royal tombs and pagodas. From here the road climbs the Hai Van Pass towards Da Nang.',
    descriptionVn:
      'Cố đô bên dòng sông Hương với Đại Nội, lăng tẩm và chùa chiền. Từ đây con đường vượt đèo Hải Vân hướng về Đà Nẵng.',
    latitude: 16.4637,
    longitude: 107.5909,
    skyline: '#8e44ad',
  },
  {
    slug: 'nha-trang',
    nameEn: 'Nha Trang',
    nameVn: 'Nha Trang',
    descriptionEn:
      'Six kilometres of beach, islands in the bay and Cham towers on the hill. The coastal road south to Cam Ranh and the climb inland to Da Lat are both easy days on a bike.',
    descriptionVn:
      'Bãi biển dài sáu cây số, những hòn đảo trong vịnh và tháp Chàm trên đồi. Cung đường ven biển về Cam Ranh và đường đèo lên Đà Lạt đều là những ngày chạy xe nhẹ nhàng.',
    latitude: 12.2388,
    longitude: 109.1967,
    skyline: '#16a085',
  },
  {
    slug: 'da-lat',
    nameEn: 'Da Lat',
    nameVn: 'Đà Lạt',
    descriptionEn:
      'The cool city of flowers in the Central Highlands, at 1,500 metres: pine forests, waterfalls, coffee farms and misty mountain roads.',
    descriptionVn:
      'Thành phố ngàn hoa mát mẻ trên Tây Nguyên, ở độ cao 1.500 mét: rừng thông, thác nước, đồi cà phê và những con đường núi mờ sương.',
    latitude: 11.9404,
    longitude: 108.4583,
    skyline: '#27ae60',
  },
  {
    slug: 'ha-giang',
    nameEn: 'Ha Giang',
    nameVn: 'Hà Giang',
    descriptionEn:
      'Vietnam’s far north, home of the Ha Giang Loop: limestone karsts, the Ma Pi Leng Pass and villages of the Hmong and Dao peoples. Best ridden on a manual or semi-automatic bike.',
    descriptionVn:
      'Vùng cực Bắc của Việt Nam, nơi có cung đường Hà Giang Loop: núi đá vôi, đèo Mã Pí Lèng và bản làng của người Mông, người Dao. Thích hợp nhất với xe số hoặc xe côn tay.',
    latitude: 22.8233,
    longitude: 104.9836,
    skyline: '#34495e',
  },
];
