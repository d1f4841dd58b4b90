export interface HostelSeed {
  name: string;
  descriptionEn: string;
  descriptionVn: string;
  address: string;
  websiteUrl: string | null;
  /** The cheapest bed a night, in VND. */
  pricePerNightFrom: number | null;
}

/** Hostels recommended in each demo city (by city slug), in display order. */
export const hostelsByCity: Record<string, HostelSeed[]> = {
  hanoi: [
    {
      name: 'Lantern House Hostel',
      descriptionEn:
        'A narrow tube house in the Old Quarter with a rooftop bar, free walking tours and a locked garage for bikes. Staff plan the Ha Giang loop with you over breakfast.',
      descriptionVn:
        'Nhà ống nhỏ giữa phố cổ với quán bar trên sân thượng, tour đi bộ miễn phí và nhà xe có khóa. Nhân viên giúp bạn lên kế hoạch đi vòng Hà Giang ngay trong bữa sáng.',
      address: '48 Hàng Bạc, Hoàn Kiếm, Hà Nội',
      websiteUrl: 'https://lanternhouse-hostel.example',
      pricePerNightFrom: 180_000,
    },
    {
      name: 'Old Quarter Nest',
      descriptionEn:
        'Quiet dorms with curtains and reading lights, two minutes from Hoan Kiem Lake. Egg coffee on the house every morning.',
      descriptionVn:
        'Phòng tập thể yên tĩnh có rèm và đèn đọc sách, cách hồ Hoàn Kiếm hai phút đi bộ. Mỗi sáng được mời cà phê trứng miễn phí.',
      address: '12 Ngõ Huyện, Hoàn Kiếm, Hà Nội',
      websiteUrl: null,
      pricePerNightFrom: 210_000,
    },
    {
      name: "West Lake Riders' Hostel",
      descriptionEn:
        'Away from the crowds by West Lake: wide parking, a workshop corner with tools and a board where riders swap tips on the northern loops.',
      descriptionVn:
        'Xa chốn đông đúc bên Hồ Tây: bãi đỗ xe rộng, góc sửa xe có sẵn dụng cụ và bảng tin để dân phượt chia sẻ kinh nghiệm các cung đường phía Bắc.',
      address: '31 Tô Ngọc Vân, Tây Hồ, Hà Nội',
      websiteUrl: 'https://westlake-riders.example',
      pricePerNightFrom: 160_000,
    },
  ],
  'ho-chi-minh-city': [
    {
      name: 'Saigon Backyard Hostel',
      descriptionEn:
        'A leafy courtyard hidden behind District 1’s busiest street, with a pool table, family dinners on Fridays and 24-hour reception.',
      descriptionVn:
        'Khoảng sân xanh mát nằm khuất sau con phố sôi động nhất Quận 1, có bàn bi-a, bữa tối gia đình mỗi thứ Sáu và lễ tân 24 giờ.',
      address: '185 Đề Thám, Phường Phạm Ngũ Lão, Quận 1, TP. Hồ Chí Minh',
      websiteUrl: 'https://saigonbackyard.example',
      pricePerNightFrom: 190_000,
    },
    {
      name: 'Mekong Gate Hostel',
      descriptionEn:
        'Bright dorms near Ben Thanh Market and a rooftop with a view over the city. They run early-morning trips to the floating markets of the Mekong Delta.',
      descriptionVn:
        'Phòng tập thể sáng sủa gần chợ Bến Thành, sân thượng nhìn ra toàn thành phố. Có tour sáng sớm đi chợ nổi miền Tây.',
      address: '62 Lê Thị Riêng, Phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
      websiteUrl: null,
      pricePerNightFrom: 220_000,
    },
  ],
  'da-nang': [
    {
      name: 'My Khe Surf Hostel',
      descriptionEn:
        'One street back from My Khe Beach: surfboard rental, sunrise yoga and a bar that serves the cheapest craft beer in An Thuong.',
      descriptionVn:
        'Cách bãi biển Mỹ Khê một con phố: cho thuê ván lướt sóng, yoga lúc bình minh và quầy bar bán bia thủ công rẻ nhất khu An Thượng.',
      address: '27 An Thượng 4, Ngũ Hành Sơn, Đà Nẵng',
      websiteUrl: 'https://mykhe-surf.example',
      pricePerNightFrom: 170_000,
    },
    {
      name: 'Dragon Bridge Hostel',
      descriptionEn:
        'On the Han River, with a terrace facing the Dragon Bridge: watch it breathe fire on weekend nights before you ride the Hai Van Pass.',
      descriptionVn:
        'Nằm bên sông Hàn, sân hiên nhìn thẳng ra cầu Rồng: xem rồng phun lửa tối cuối tuần trước khi chinh phục đèo Hải Vân.',
      address: '140 Bạch Đằng, Hải Châu, Đà Nẵng',
      websiteUrl: null,
      pricePerNightFrom: 200_000,
    },
    {
      name: 'Son Tra Hillside Hostel',
      descriptionEn:
        'Small and green at the foot of the Son Tra peninsula. Ask for the morning ride to the Lady Buddha before the tour buses arrive.',
      descriptionVn:
        'Nhà nghỉ nhỏ xanh mát dưới chân bán đảo Sơn Trà. Hãy hỏi về chuyến đi sớm lên chùa Linh Ứng trước khi xe du lịch kéo đến.',
      address: '9 Hoàng Sa, Sơn Trà, Đà Nẵng',
      websiteUrl: 'https://sontra-hillside.example',
      pricePerNightFrom: 150_000,
    },
  ],
  'hoi-an': [
    {
      name: 'Paddy Field Hostel',
      descriptionEn:
        'Between rice paddies and the old town, with free bicycles, a salt-water pool and cooking classes with the owner’s mother.',
      descriptionVn:
        'Nằm giữa cánh đồng lúa và phố cổ, có xe đạp miễn phí, hồ bơi nước mặn và lớp học nấu ăn cùng mẹ của chủ nhà.',
      address: '56 Trần Nhân Tông, Cẩm Châu, Hội An, Quảng Nam',
      websiteUrl: 'https://paddyfield-hostel.example',
      pricePerNightFrom: 160_000,
    },
    {
      name: 'An Bang Beach Hostel',
      descriptionEn:
        'Hammocks and sea breeze a short walk from An Bang Beach; a 10-minute ride to the lanterns of the old town.',
      descriptionVn:
        'Võng và gió biển, đi bộ vài phút là tới bãi An Bàng; chạy xe 10 phút là đến phố đèn lồng Hội An.',
      address: '21 Nguyễn Phan Vinh, Cẩm An, Hội An, Quảng Nam',
      websiteUrl: null,
      pricePerNightFrom: 180_000,
    },
  ],
  hue: [
    {
      name: 'Perfume River Hostel',
      descriptionEn:
        'Steps from the river and the night market, with a rooftop for sunsets over the Citadel and bún bò Huế for breakfast.',
      descriptionVn:
        'Cách sông Hương và chợ đêm vài bước chân, có sân thượng ngắm hoàng hôn trên Kinh thành và bữa sáng bún bò Huế.',
      address: '14 Phạm Ngũ Lão, Phú Hội, Huế, Thừa Thiên Huế',
      websiteUrl: 'https://perfumeriver-hostel.example',
      pricePerNightFrom: 150_000,
    },
    {
      name: 'Citadel Garden Hostel',
      descriptionEn:
        'A garden house inside the old Citadel walls. Staff draw you a map of the royal tombs that avoids the main roads.',
      descriptionVn:
        'Ngôi nhà vườn bên trong tường thành cổ. Nhân viên vẽ cho bạn bản đồ thăm lăng tẩm tránh các trục đường lớn.',
      address: '7 Đặng Trần Côn, Thuận Hòa, Huế, Thừa Thiên Huế',
      websiteUrl: null,
      pricePerNightFrom: 140_000,
    },
  ],
  'nha-trang': [
    {
      name: 'Coral Bay Hostel',
      descriptionEn:
        'Two blocks from the beach, with a rooftop pool, snorkelling trips to the islands and a laundry service that is done by sunset.',
      descriptionVn:
        'Cách bãi biển hai dãy nhà, có hồ bơi trên sân thượng, tour lặn ngắm san hô ra đảo và dịch vụ giặt ủi xong trước hoàng hôn.',
      address: '38 Biệt Thự, Lộc Thọ, Nha Trang, Khánh Hòa',
      websiteUrl: 'https://coralbay-hostel.example',
      pricePerNightFrom: 170_000,
    },
    {
      name: 'Hon Chong Hostel',
      descriptionEn:
        'North of the centre near the Hon Chong rocks and the Po Nagar towers: quieter nights and fishermen’s breakfasts.',
      descriptionVn:
        'Ở phía bắc trung tâm, gần Hòn Chồng và tháp Bà Ponagar: đêm yên tĩnh hơn và bữa sáng kiểu làng chài.',
      address: '5 Nguyễn Đình Chiểu, Vĩnh Phước, Nha Trang, Khánh Hòa',
      websiteUrl: null,
      pricePerNightFrom: 130_000,
    },
  ],
  'da-lat': [
    {
      name: 'Pine Hill Hostel',
      descriptionEn:
        'A wooden house among the pines with a fireplace for the cold highland nights and family dinner at seven.',
      descriptionVn:
        'Ngôi nhà gỗ giữa rừng thông, có lò sưởi cho những đêm se lạnh trên cao nguyên và bữa tối gia đình lúc bảy giờ.',
      address: '16 Phan Đình Phùng, Phường 2, Đà Lạt, Lâm Đồng',
      websiteUrl: 'https://pinehill-hostel.example',
      pricePerNightFrom: 150_000,
    },
    {
      name: 'Misty Valley Hostel',
      descriptionEn:
        'Balconies over a valley of flower farms; at dawn the fog sits below you. A good base for the waterfalls south of town.',
      descriptionVn:
        'Ban công nhìn xuống thung lũng vườn hoa; lúc bình minh sương mù nằm ngay dưới chân. Điểm dừng lý tưởng để đi các thác nước phía nam thành phố.',
      address: '40 Hoàng Hoa Thám, Phường 10, Đà Lạt, Lâm Đồng',
      websiteUrl: null,
      pricePerNightFrom: 170_000,
    },
    {
      name: "Langbiang Riders' Hostel",
      descriptionEn:
        'Run by two easy riders who know every back road to Langbiang and the coffee farms; secure parking and a hose to wash the red dust off your bike.',
      descriptionVn:
        'Do hai “easy rider” quản lý, thuộc từng con đường nhỏ lên Langbiang và các đồi cà phê; bãi đỗ xe an toàn và vòi nước để rửa sạch bụi đỏ trên xe.',
      address: '3 Nguyễn Chí Thanh, Phường 1, Đà Lạt, Lâm Đồng',
      websiteUrl: 'https://langbiang-riders.example',
      pricePerNightFrom: 140_000,
    },
  ],
  'ha-giang': [
    {
      name: 'Ha Giang Loop Hostel',
      descriptionEn:
        'Where most riders start the loop: luggage storage while you ride, route maps, rain gear to borrow and a big dinner on your last night.',
      descriptionVn:
        'Nơi phần lớn dân phượt bắt đầu cung đường: giữ hành lý trong lúc bạn đi, bản đồ lộ trình, áo mưa cho mượn và bữa tối thịnh soạn đêm cuối.',
      address: '58 Nguyễn Trãi, Phường Nguyễn Trãi, Hà Giang',
      websiteUrl: 'https://hagiang-loop.example',
      pricePerNightFrom: 150_000,
    },
    {
      name: 'Dong Van Stone House',
      descriptionEn:
        'A traditional Hmong stone house near the Dong Van old quarter, with corn wine by the fire. Book ahead in buckwheat flower season.',
      descriptionVn:
        'Nhà trình tường đá truyền thống của người Mông gần phố cổ Đồng Văn, rượu ngô bên bếp lửa. Nên đặt trước vào mùa hoa tam giác mạch.',
      address: 'Thị trấn Đồng Văn, huyện Đồng Văn, Hà Giang',
      websiteUrl: null,
      pricePerNightFrom: 120_000,
    },
    {
      name: 'Meo Vac Valley Homestay',
      descriptionEn:
        'Dorm beds under the rafters at the foot of the Ma Pi Leng Pass: ride it at sunrise before the day trippers.',
      descriptionVn:
        'Giường tập thể dưới mái nhà sàn ngay chân đèo Mã Pí Lèng: chạy đèo lúc bình minh trước khi khách đi trong ngày kéo đến.',
      address: 'Thị trấn Mèo Vạc, huyện Mèo Vạc, Hà Giang',
      websiteUrl: null,
      pricePerNightFrom: 130_000,
    },
  ],
};
